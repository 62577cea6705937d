import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { AuthForm, useAuthForm } from "~/components/auth-form";
import { AuthLayout } from "~/components/auth-layout";
import { signupAnswer } from "~/lib/api-responses";
import { Field, SubmitButton } from "~/components/form";
import { AUTH_FALLBACKS } from "~/lib/auth-messages";
import { PASSWORD_MAX, PASSWORD_MIN, signupSchema } from "~/lib/auth-schemas";
import { signup } from "~/server/auth/signup.server";
import { failure, parseForm, verifyRedirect } from "~/server/auth/form-actions.server";
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
  return failure(request, outcome, AUTH_FALLBACKS.signup);
}

export default function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = safeRedirectPath(params.get("redirectTo"), "");
  const { busy, error, fields: fieldErrors, onSubmit } = useAuthForm(signupSchema, {
    answer: signupAnswer,
    endpoint: "/api/auth/signup",
    fallback: AUTH_FALLBACKS.signup,
    onSuccess: (result, input) => {
      const next = new URLSearchParams({ email: result.email ?? input.email });
      if (redirectTo) next.set("redirectTo", redirectTo);
      navigate(`/verify-otp?${next}`);
    },
  });

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
      <AuthForm onSubmit={onSubmit} error={error}>
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
      </AuthForm>
    </AuthLayout>
  );
}
