import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { pageTitle } from "~/i18n/page-title";
import { AuthForm, useAuthForm } from "~/components/auth-form";
import { AuthLayout } from "~/components/auth-layout";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { ApiError, apiRequest } from "~/lib/api-client";
import { messageAnswer, sessionAnswer } from "~/lib/api-responses";
import { emailOnlySchema, verifyOtpSchema, type FormFailure } from "~/lib/auth-schemas";
import { otpError, resendError } from "~/lib/auth-messages";
import { englishMessage } from "~/lib/error-catalogue";
import { apiErrorText } from "~/i18n/api-errors";
import { storeSession } from "~/lib/session-storage";
import { readForm } from "~/server/http.server";
import { resendOtp, verifyOtp } from "~/server/auth/signup.server";
import { requesterOf } from "~/server/auth/cookies.server";
import { parseForm, signedInRedirect } from "~/server/auth/form-actions.server";
import { outcomeHeaders } from "~/server/auth/respond.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getSession } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "auth.verifyPageTitle") }];

const RESEND_COOLDOWN_SECONDS = 60;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getSession(request, context.cloudflare.env)) throw redirect("/templates");
  return null;
}

/** `notice`: a new code went out (auth.messages.resent). */
type VerifyActionData = FormFailure & { notice?: boolean };

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const form = await readForm(request.clone() as Request);
  if (form.get("intent") === "resend") {
    const parsed = await parseForm(request, emailOnlySchema);
    if (!parsed.ok) return parsed.response;
    const outcome = await resendOtp({ env }, parsed.input, requesterOf(request, context.client));
    if (outcome.body.success) return data<VerifyActionData>({ error: "", notice: true });
    const refused = resendError(outcome.status, outcome.body.code, outcome.body.params);
    return data<VerifyActionData>(
      refused ? { error: englishMessage(refused.code, refused.params), ...refused } : { error: "", fallback: "resend" },
      { status: outcome.status, headers: outcomeHeaders(request, outcome) },
    );
  }
  const parsed = await parseForm(request, verifyOtpSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await verifyOtp({ env }, parsed.input, requesterOf(request, context.client));
  if (outcome.sessionToken) return signedInRedirect(request, outcome, redirectTo);
  const refused = otpError(outcome.body);
  return data<VerifyActionData>(
    refused ? { error: englishMessage(refused.code, refused.params), ...refused } : { error: "", fallback: "verify" },
    {
      status: outcome.status,
      headers: outcomeHeaders(request, outcome),
    },
  );
}

export default function VerifyOtpPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const email = params.get("email") ?? "";
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  const [notice, setNotice] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_SECONDS);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const { busy, error, setError, fields, serverResult, onSubmit } = useAuthForm<
    typeof verifyOtpSchema,
    typeof sessionAnswer,
    VerifyActionData
  >(verifyOtpSchema, {
    endpoint: "/api/auth/verify-otp",
    answer: sessionAnswer,
    fallback: "verify",
    onSuccess: (result) => {
      storeSession(result.token, result.user);
      window.location.assign(redirectTo);
    },
    onRefused: (refusal) => {
      setNotice(null);
      const body = refusal?.body ?? {};
      // A new code went out: the resend button waits a minute again.
      if (body.recoveryRequested) setCooldown(RESEND_COOLDOWN_SECONDS);
      const refused = otpError(body);
      return refused ? apiErrorText(t, refused) : t("auth.fallbacks.verify");
    },
  });

  async function resend() {
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      const parsed = emailOnlySchema.parse({ email });
      await apiRequest("/api/auth/resend-otp", messageAnswer, { body: parsed });
      setNotice(t("auth.messages.resent"));
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (caught) {
      const refused = caught instanceof ApiError ? resendError(caught.status, caught.code, caught.params) : null;
      setError(refused ? apiErrorText(t, refused) : t("auth.fallbacks.resend"));
    } finally {
      setResending(false);
    }
  }

  const shownNotice = notice ?? (serverResult?.notice ? t("auth.messages.resent") : null);

  return (
    <AuthLayout
      title={t("auth.verifyTitle")}
      subtitle={
        email ? (
          <Trans
            i18nKey="auth.verifySentTo"
            values={{ email }}
            components={{ strong: <strong className="text-slate-900 dark:text-slate-100" /> }}
          />
        ) : (
          t("auth.verifyEnterCode")
        )
      }
    >
      <AuthForm onSubmit={onSubmit} error={error}>
        {shownNotice ? <FormAlert tone="success">{shownNotice}</FormAlert> : null}
        {email ? (
          <input type="hidden" name="email" value={email} />
        ) : (
          <Field label={t("auth.email")} name="email" type="email" autoComplete="email" required />
        )}
        <Field
          label={t("auth.verificationCode")}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          className="input text-center font-mono text-2xl tracking-[0.5em]"
          error={fields.otp}
        />
        <SubmitButton busy={busy} busyLabel={t("auth.verifying")}>
          {t("auth.verifyEmail")}
        </SubmitButton>
      </AuthForm>
      <Form
        method="post"
        className="mt-4 flex items-center justify-between text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void resend();
        }}
      >
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="intent" value="resend" />
        <span className="text-slate-600 dark:text-slate-400">{t("auth.didntGetIt")}</span>
        <button type="submit" className="btn-ghost px-2 py-1" disabled={resending || cooldown > 0 || !email}>
          {resending
            ? t("auth.sending")
            : cooldown > 0
              ? t("auth.resendIn", { seconds: cooldown })
              : t("auth.resendCode")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signup" className="tap text-brand-600 hover:underline dark:text-brand-400">
          {t("auth.differentEmail")}
        </Link>
      </p>
    </AuthLayout>
  );
}
