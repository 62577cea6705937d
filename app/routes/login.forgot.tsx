import { requestLanguage } from "~/server/language.server";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { AuthForm, useAuthForm } from "~/components/auth-form";
import { AuthLayout } from "~/components/auth-layout";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/i18n/page-title";
import { anyAnswer } from "~/lib/api-responses";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { emailOnlySchema, type FormFailure } from "~/lib/auth-schemas";
import { forgotPassword, forgotPasswordBudget } from "~/server/auth/password-reset.server";
import { requesterOf } from "~/server/auth/cookies.server";
import { failure, parseForm } from "~/server/auth/form-actions.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "auth.forgotTitle") }];

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, emailOnlySchema);
  if (!parsed.ok) return parsed.response;
  const { env, ctx } = context.cloudflare;
  const refused = await forgotPasswordBudget({ env }, parsed.input, requesterOf(request, context.client));
  if (refused) return failure(request, refused, "forgot");
  ctx.waitUntil(
    forgotPassword({ env }, parsed.input, new URL(request.url).origin, (account) =>
      requestLanguage(request, account),
    ).catch(() => undefined),
  );
  return data<FormFailure & { sent?: boolean }>({ error: "", sent: true });
}

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { t } = useTranslation();
  const { busy, error, fields, serverResult, onSubmit } = useAuthForm<
    typeof emailOnlySchema,
    typeof anyAnswer,
    FormFailure & { sent?: boolean }
  >(emailOnlySchema, {
    answer: anyAnswer,
    endpoint: "/api/auth/forgot-password",
    fallback: "forgot",
    onSuccess: () => setSent(true),
  });

  return (
    <AuthLayout title={t("auth.forgotTitle")} subtitle={t("auth.forgotSubtitle")}>
      {sent || serverResult?.sent ? (
        <FormAlert tone="success">{t("auth.messages.resetLinkSent")}</FormAlert>
      ) : (
        <AuthForm onSubmit={onSubmit} error={error}>
          <Field label={t("auth.email")} name="email" type="email" autoComplete="email" required error={fields.email} />
          <SubmitButton busy={busy} busyLabel={t("auth.sending")}>
            {t("auth.sendResetLink")}
          </SubmitButton>
        </AuthForm>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="tap text-brand-600 hover:underline dark:text-brand-400">
          {t("auth.backToSignIn")}
        </Link>
      </p>
    </AuthLayout>
  );
}
