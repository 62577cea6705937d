import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { AuthForm, useAuthForm } from "~/components/auth-form";
import { AuthLayout } from "~/components/auth-layout";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/i18n/page-title";
import { anyAnswer } from "~/lib/api-responses";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { PASSWORD_MAX, PASSWORD_MIN, resetPasswordSchema, type FormFailure } from "~/lib/auth-schemas";
import { resetPassword } from "~/server/auth/password-reset.server";
import { failure, parseForm } from "~/server/auth/form-actions.server";
import { getSession } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "auth.resetTitle") }];

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, resetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const env = context.cloudflare.env;
  const current = await getSession(request, env);
  const outcome = await resetPassword({ env }, parsed.input, current?.id ?? null);
  if (!outcome.body.success) return failure(request, outcome, "reset");
  return data<FormFailure & { done?: boolean }>({ error: "", done: true });
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const { t } = useTranslation();
  const { busy, error, fields, serverResult, onSubmit } = useAuthForm<
    typeof resetPasswordSchema,
    typeof anyAnswer,
    FormFailure & { done?: boolean }
  >(resetPasswordSchema, {
    answer: anyAnswer,
    endpoint: "/api/auth/reset-password",
    fallback: "reset",
    onSuccess: () => setDone(true),
  });

  if (done || serverResult?.done) {
    return (
      <AuthLayout title={t("auth.passwordUpdated")}>
        <FormAlert tone="success">{t("auth.messages.passwordResetDone")}</FormAlert>
        <Link to="/login" className="btn-primary mt-6 w-full">
          {t("auth.signIn")}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("auth.resetTitle")} subtitle={t("auth.resetSubtitle")}>
      {!token ? (
        <FormAlert>{t("auth.messages.badResetToken")}</FormAlert>
      ) : (
        <AuthForm onSubmit={onSubmit} error={error}>
          <input type="hidden" name="token" value={token} />
          <Field
            label={t("auth.newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            error={fields.password}
            hint={t("auth.newPasswordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          />
          <SubmitButton busy={busy} busyLabel={t("auth.saving")}>
            {t("auth.setNewPassword")}
          </SubmitButton>
        </AuthForm>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login/forgot" className="tap text-brand-600 hover:underline dark:text-brand-400">
          {t("auth.requestNewLink")}
        </Link>
      </p>
    </AuthLayout>
  );
}
