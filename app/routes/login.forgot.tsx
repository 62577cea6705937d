import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout } from "~/components/auth-layout";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { apiRequest, messageOf } from "~/lib/api-client";
import { anyAnswer } from "~/lib/api-responses";
import { emailOnlySchema } from "~/lib/auth-schemas";
import { useEnhancedSubmit } from "~/lib/use-enhanced-submit";
import { forgotPassword, forgotPasswordBudget } from "~/server/auth/accounts.server";
import { requesterOf } from "~/server/auth/cookies.server";
import { failure, parseForm, type FormFailure } from "~/server/auth/form-actions.server";

export const meta: MetaFunction = () => [{ title: "Reset your password" }];

const SENT_TEXT = "If an account exists for that address, we have sent it a link to reset the password. The link works once, within one hour.";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, emailOnlySchema);
  if (!parsed.ok) return parsed.response;
  const { env, ctx } = context.cloudflare;
  const refused = await forgotPasswordBudget({ env }, parsed.input, requesterOf(request, env));
  if (refused) return failure(request, refused, "Failed to process password reset request");
  ctx.waitUntil(forgotPassword({ env }, parsed.input, new URL(request.url).origin).catch(() => undefined));
  return data<FormFailure & { sent?: boolean }>({ error: "", sent: true });
}

export default function ForgotPasswordPage() {
  const serverResult = useActionData<FormFailure & { sent?: boolean }>();
  const [sent, setSent] = useState(false);
  const { busy, error, fields, onSubmit } = useEnhancedSubmit(emailOnlySchema, async (input) => {
    try {
      await apiRequest("/api/auth/forgot-password", anyAnswer, { body: input });
      setSent(true);
    } catch (caught) {
      throw new Error(messageOf(caught, "Failed to process password reset request"));
    }
  });
  const shown = error ?? (serverResult?.error || null);

  return (
    <AuthLayout title="Reset your password" subtitle="Enter the email address of your account and we will send you a reset link.">
      {sent || serverResult?.sent ? (
        <FormAlert tone="success">{SENT_TEXT}</FormAlert>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          {shown ? <FormAlert>{shown}</FormAlert> : null}
          <Field label="Email" name="email" type="email" autoComplete="email" required error={fields.email ?? serverResult?.fields?.email} />
          <SubmitButton busy={busy} busyLabel="Sending...">
            Send reset link
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand-600 hover:underline dark:text-brand-400">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
