import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigate, useSearchParams } from "@remix-run/react";
import { AuthLayout } from "~/components/auth-layout";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { apiRequest, messageOf } from "~/lib/api-client";
import { signupAnswer } from "~/lib/api-responses";
import { PASSWORD_MAX, PASSWORD_MIN, signupSchema } from "~/lib/auth-schemas";
import { useEnhancedSubmit } from "~/lib/use-enhanced-submit";
import { signup } from "~/server/auth/accounts.server";
import { failure, parseForm, verifyRedirect, type FormFailure } from "~/server/auth/form-actions.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { requesterOf } from "~/server/auth/cookies.server";
import { getSession } from "~/server/session.server";

export const meta: MetaFunction = () => [{ title: "Create your account" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getSession(request, context.cloudflare.env)) throw redirect("/templates");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const parsed = await parseForm(request, signupSchema);
  if (!parsed.ok) return parsed.response;
  const env = context.cloudflare.env;
  const outcome = await signup({ env }, parsed.input, requesterOf(request, env));
  if (outcome.body.requireVerification) return verifyRedirect(request, outcome, parsed.input.email, redirectTo);
  return failure(request, outcome, "Failed to create account");
}

export default function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const serverResult = useActionData<FormFailure>();
  const redirectTo = safeRedirectPath(params.get("redirectTo"), "");
  const { busy, error, fields, onSubmit } = useEnhancedSubmit(signupSchema, async (input) => {
    try {
      const result = await apiRequest("/api/auth/signup", signupAnswer, { body: input });
      const next = new URLSearchParams({ email: result.email ?? input.email });
      if (redirectTo) next.set("redirectTo", redirectTo);
      navigate(`/verify-otp?${next}`);
    } catch (caught) {
      throw new Error(messageOf(caught, "Failed to create account"));
    }
  });
  const shown = error ?? serverResult?.error;
  const fieldErrors = { ...serverResult?.fields, ...fields };

  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
            Sign in
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {shown ? <FormAlert>{shown}</FormAlert> : null}
        <Field label="Full Name" name="fullName" autoComplete="name" required maxLength={100} error={fieldErrors.fullName} />
        <Field label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          error={fieldErrors.password}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A passphrase of a few words is strong and easy to remember.`}
        />
        <SubmitButton busy={busy} busyLabel="Creating account...">
          Create account
        </SubmitButton>
        <p className="text-xs text-slate-500 dark:text-slate-400">We will email you a 6-digit code to confirm your address.</p>
      </Form>
    </AuthLayout>
  );
}
