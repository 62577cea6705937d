import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { AuthForm, useAuthForm } from "~/components/auth-form";
import { AuthLayout } from "~/components/auth-layout";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/i18n/page-title";
import { signupAnswer } from "~/lib/api-responses";
import { Field, SubmitButton } from "~/components/form";
import { PASSWORD_MAX, PASSWORD_MIN, signupSchema } from "~/lib/auth-schemas";
import { signup } from "~/server/auth/signup.server";
import { failure, parseForm, verifyRedirect } from "~/server/auth/form-actions.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { requesterOf } from "~/server/auth/cookies.server";
import { getSession } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "auth.signupTitle") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getSession(request, context.cloudflare.env)) throw redirect("/templates");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const parsed = await parseForm(request, signupSchema);
  if (!parsed.ok) return parsed.response;
  const env = context.cloudflare.env;
  const outcome = await signup({ env }, parsed.input, requesterOf(request, context.client));
  if (outcome.body.requireVerification) return verifyRedirect(request, outcome, parsed.input.email, redirectTo);
  return failure(request, outcome, "signup");
}

export default function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const redirectTo = safeRedirectPath(params.get("redirectTo"), "");
  const {
    busy,
    error,
    fields: fieldErrors,
    onSubmit,
  } = useAuthForm(signupSchema, {
    answer: signupAnswer,
    endpoint: "/api/auth/signup",
    fallback: "signup",
    onSuccess: (result, input) => {
      const next = new URLSearchParams({ email: result.email ?? input.email });
      if (redirectTo) next.set("redirectTo", redirectTo);
      navigate(`/verify-otp?${next}`);
    },
  });

  return (
    <AuthLayout
      title={t("auth.signupTitle")}
      subtitle={
        <>
          {t("auth.haveAccount")}{" "}
          <Link to="/login" className="tap font-semibold text-brand-600 hover:underline dark:text-brand-400">
            {t("auth.signIn")}
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} error={error}>
        <Field
          label={t("auth.fullName")}
          name="fullName"
          autoComplete="name"
          required
          maxLength={100}
          error={fieldErrors.fullName}
        />
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
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          error={fieldErrors.password}
          hint={t("auth.passwordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        />
        <SubmitButton busy={busy} busyLabel={t("auth.creatingAccount")}>
          {t("auth.createAccount")}
        </SubmitButton>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("auth.codeNotice")}</p>
      </AuthForm>
    </AuthLayout>
  );
}
