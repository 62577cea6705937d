import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout } from "~/components/auth-layout";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { apiRequest, messageOf } from "~/lib/api-client";
import { anyAnswer } from "~/lib/api-responses";
import { PASSWORD_MAX, PASSWORD_MIN, resetPasswordSchema } from "~/lib/auth-schemas";
import { useEnhancedSubmit } from "~/lib/use-enhanced-submit";
import { resetPassword } from "~/server/auth/accounts.server";
import { failure, parseForm, type FormFailure } from "~/server/auth/form-actions.server";
import { getSession } from "~/server/session.server";

export const meta: MetaFunction = () => [{ title: "Choose a new password" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, resetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const env = context.cloudflare.env;
  const current = await getSession(request, env);
  const outcome = await resetPassword({ env }, parsed.input, current?.id ?? null);
  if (!outcome.body.success) return failure(request, outcome, "Failed to reset password");
  return data<FormFailure & { done?: boolean }>({ error: "", done: true });
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const serverResult = useActionData<FormFailure & { done?: boolean }>();
  const [done, setDone] = useState(false);
  const { busy, error, fields, onSubmit } = useEnhancedSubmit(resetPasswordSchema, async (input) => {
    try {
      await apiRequest("/api/auth/reset-password", anyAnswer, { body: input });
      setDone(true);
    } catch (caught) {
      throw new Error(messageOf(caught, "Failed to reset password"));
    }
  });
  const shown = error ?? (serverResult?.error || null);

  if (done || serverResult?.done) {
    return (
      <AuthLayout title="Password updated">
        <FormAlert tone="success">Your password has been reset. You can now sign in with it.</FormAlert>
        <Link to="/login" className="btn-primary mt-6 w-full">
          Sign in
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password" subtitle="Every other device signed in to your account will be signed out.">
      {!token ? (
        <FormAlert>This reset link is invalid or has expired. Please request a new one.</FormAlert>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          {shown ? <FormAlert>{shown}</FormAlert> : null}
          <input type="hidden" name="token" value={token} />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            error={fields.password ?? serverResult?.fields?.password}
            hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
          />
          <SubmitButton busy={busy} busyLabel="Saving...">
            Set new password
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login/forgot" className="text-brand-600 hover:underline dark:text-brand-400">
          Request a new link
        </Link>
      </p>
    </AuthLayout>
  );
}
