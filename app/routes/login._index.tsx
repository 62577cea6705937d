import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { AuthForm, useAuthForm } from "~/components/auth-form";
import { AuthLayout } from "~/components/auth-layout";
import { useTranslation } from "react-i18next";
import { errorText } from "~/i18n/api-errors";
import { pageTitle } from "~/i18n/page-title";
import { Field, SubmitButton } from "~/components/form";
import { sessionAnswer } from "~/lib/api-responses";
import { loginSchema } from "~/lib/auth-schemas";
import { storeSession } from "~/lib/session-storage";
import { login } from "~/server/auth/login.server";
import { failure, parseForm, signedInRedirect, verifyRedirect } from "~/server/auth/form-actions.server";
import { requesterOf } from "~/server/auth/cookies.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getSession } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "auth.loginPageTitle") }];

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
  const outcome = await login({ env }, parsed.input, requesterOf(request, context.client));
  if (outcome.sessionToken) return signedInRedirect(request, outcome, redirectTo);
  if (outcome.body.requireVerification) return verifyRedirect(request, outcome, parsed.input.email, redirectTo);
  return failure(request, outcome, "login");
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  const {
    busy,
    error,
    fields: fieldErrors,
    onSubmit,
  } = useAuthForm(loginSchema, {
    endpoint: "/api/auth/login",
    answer: sessionAnswer,
    fallback: "login",
    onSuccess: (result) => {
      storeSession(result.token, result.user);
      // A full load, so every loader sees the new session cookie.
      window.location.assign(redirectTo);
    },
    onRefused: (refusal, input) => {
      if (!refusal?.body.requireVerification) return errorText(t, refusal, t("auth.fallbacks.login"));
      navigate(`/verify-otp?${new URLSearchParams({ email: String(refusal.body.email ?? input.email), redirectTo })}`);
      return null;
    },
  });

  return (
    <AuthLayout
      title={t("auth.loginTitle")}
      subtitle={
        <>
          {t("auth.newHere")}{" "}
          <Link
            to={`/signup?${new URLSearchParams({ redirectTo })}`}
            className="tap font-semibold text-brand-600 hover:underline dark:text-brand-400"
          >
            {t("auth.createAnAccount")}
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} error={error}>
        <Field
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <Field
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <div className="flex justify-end">
          <Link
            to="/login/forgot"
            className="tap text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
          >
            {t("auth.forgotPassword")}
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel={t("auth.signingIn")}>
          {t("auth.signIn")}
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
