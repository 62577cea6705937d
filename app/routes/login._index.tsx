import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigate, useSearchParams } from "@remix-run/react";
import { AuthLayout } from "~/components/auth-layout";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { ApiError, apiRequest, messageOf } from "~/lib/api-client";
import { sessionAnswer } from "~/lib/api-responses";
import { loginSchema } from "~/lib/auth-schemas";
import { storeSession } from "~/lib/session-storage";
import { useEnhancedSubmit } from "~/lib/use-enhanced-submit";
import { login } from "~/server/auth/accounts.server";
import { failure, parseForm, signedInRedirect, verifyRedirect, type FormFailure } from "~/server/auth/form-actions.server";
import { requesterOf } from "~/server/auth/cookies.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getSession } from "~/server/session.server";

export const meta: MetaFunction = () => [{ title: "Sign in" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context.cloudflare.env);
  if (session) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const parsed = await parseForm(request, loginSchema);
  if (!parsed.ok) return parsed.response;
  const env = context.cloudflare.env;
  const outcome = await login({ env }, parsed.input, requesterOf(request, env));
  if (outcome.sessionToken) return signedInRedirect(request, outcome, redirectTo);
  if (outcome.body.requireVerification) return verifyRedirect(request, outcome, parsed.input.email, redirectTo);
  return failure(request, outcome, "Failed to login");
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const serverResult = useActionData<FormFailure>();
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  const { busy, error, fields, onSubmit } = useEnhancedSubmit(loginSchema, async (input) => {
    try {
      const result = await apiRequest("/api/auth/login", sessionAnswer, { body: input });
      storeSession(result.token, result.user);
      // A full load, so every loader sees the new session cookie.
      window.location.assign(redirectTo);
    } catch (caught) {
      if (caught instanceof ApiError && caught.body.requireVerification) {
        const next = new URLSearchParams({ email: String(caught.body.email ?? input.email), redirectTo });
        navigate(`/verify-otp?${next}`);
        return;
      }
      throw new Error(messageOf(caught, "Failed to login"));
    }
  });
  const shown = error ?? serverResult?.error;
  const fieldErrors = { ...serverResult?.fields, ...fields };

  return (
    <AuthLayout
      title="Sign in to your account"
      subtitle={
        <>
          New here?{" "}
          <Link to={`/signup?${new URLSearchParams({ redirectTo })}`} className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
            Create an account
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        {shown ? <FormAlert>{shown}</FormAlert> : null}
        <Field label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={fieldErrors.password} />
        <div className="flex justify-end">
          <Link to="/login/forgot" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
