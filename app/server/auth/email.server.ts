/**
 * Account e-mails through the `send_email` binding, as plain text and HTML. Every value that came
 * from a user (their name) is escaped in the HTML part; codes and links are ours. Every header
 * value (sender, recipient, subject) loses its control characters, whatever was stored: a CR/LF in
 * a name would otherwise start a header of its own.
 * Texts in the recipient's language (docs/i18n.md), English by default.
 * Locally, wrangler captures each message and prints where its text and HTML were saved.
 */
import { PRODUCT_NAME } from "~/lib/product";
import { translatorFor } from "~/i18n/instance.server";
import { DEFAULT_LANGUAGE, type UiLanguage } from "~/i18n/languages";
import { escapeHtml } from "~/domain/templates/escape";
import { withoutControlCharacters } from "~/lib/auth-schemas";

const headerValue = (value: string) => withoutControlCharacters(value).trim();

function parseSender(value: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match ? { name: match[1] || PRODUCT_NAME, email: match[2]! } : { name: PRODUCT_NAME, email: value.trim() };
}

export interface Mail {
  to: string;
  subject: string;
  heading: string;
  /** Paragraphs of plain text; escaped for the HTML part. */
  paragraphs: string[];
  /** Shown big: a code, or a button when it is a link. */
  highlight: { kind: "code"; value: string } | { kind: "link"; label: string; url: string };
}

function renderHtml(mail: Mail): string {
  const highlight =
    mail.highlight.kind === "code"
      ? `<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0;font-family:ui-monospace,Menlo,monospace">${escapeHtml(mail.highlight.value)}</p>`
      : `<p style="margin:24px 0"><a href="${escapeHtml(mail.highlight.url)}" style="background:#2552eb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(mail.highlight.label)}</a></p><p style="font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(mail.highlight.url)}</p>`;
  const paragraphs = mail.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a"><div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px"><p style="font-weight:700;color:#2552eb;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>${paragraphs}${highlight}</div></body></html>`;
}

function renderText(mail: Mail): string {
  const highlight =
    mail.highlight.kind === "code" ? mail.highlight.value : `${mail.highlight.label}: ${mail.highlight.url}`;
  return [mail.heading, "", ...mail.paragraphs.flatMap((p) => [p, ""]), highlight, "", `— ${PRODUCT_NAME}`].join("\n");
}

export async function sendMail(env: Env, mail: Mail): Promise<void> {
  const from = parseSender(env.EMAIL_FROM);
  await env.EMAIL.send({
    from: { name: headerValue(from.name), email: headerValue(from.email) },
    to: headerValue(mail.to),
    subject: headerValue(mail.subject),
    text: renderText(mail),
    html: renderHtml(mail),
  });
}

export function sendVerificationCode(
  env: Env,
  to: string,
  fullName: string,
  code: string,
  language: UiLanguage = DEFAULT_LANGUAGE,
): Promise<void> {
  const t = translatorFor(language);
  return sendMail(env, {
    to,
    subject: t("email.verifySubject", { product: PRODUCT_NAME }),
    heading: t("email.verifyHeading", { name: fullName || t("email.there") }),
    paragraphs: [t("email.verifyBody1"), t("email.verifyBody2")],
    highlight: { kind: "code", value: code },
  });
}

/**
 * An account e-mail whose action is a password link: a reset asked for, or a change made on the
 * Account page ("changed": if it was not the owner, the link asks for a reset, which signs
 * everyone else out).
 */
export function sendPasswordLink(
  env: Env,
  kind: "reset" | "changed",
  mail: { to: string; fullName: string; url: string; language: UiLanguage },
): Promise<void> {
  return sendAccountNotice(env, kind, "email.resetButton", mail);
}

/**
 * The account is gone (./account.server.ts, `deleteAccount`): said to its address once done, so a
 * deletion by someone who knew the password does not go unseen. The link leads to the site.
 */
export function sendAccountDeleted(
  env: Env,
  mail: { to: string; fullName: string; url: string; language: UiLanguage },
): Promise<void> {
  return sendAccountNotice(env, "deleted", "email.deletedButton", mail);
}

/** An account e-mail from its `email.<kind>*` texts, with one link button. */
function sendAccountNotice(
  env: Env,
  kind: "reset" | "changed" | "deleted",
  buttonKey: "email.resetButton" | "email.deletedButton",
  mail: { to: string; fullName: string; url: string; language: UiLanguage },
): Promise<void> {
  const t = translatorFor(mail.language);
  return sendMail(env, {
    to: mail.to,
    subject: t(`email.${kind}Subject`, { product: PRODUCT_NAME }),
    heading: t(`email.${kind}Heading`, { name: mail.fullName || t("email.there") }),
    paragraphs: [t(`email.${kind}Body1`), t(`email.${kind}Body2`)],
    highlight: { kind: "link", label: t(buttonKey, { product: PRODUCT_NAME }), url: mail.url },
  });
}

export function sendPasswordReset(
  env: Env,
  to: string,
  fullName: string,
  url: string,
  language: UiLanguage = DEFAULT_LANGUAGE,
): Promise<void> {
  return sendPasswordLink(env, "reset", { to, fullName, url, language });
}

/**
 * Tells someone a resume was shared with them. `url` opens the resume in the editor, or (for an
 * address without an account) the signup page that leads there after verification.
 */
export function sendCollaboratorInvite(
  env: Env,
  invite: {
    to: string;
    inviterName: string;
    resumeTitle: string;
    role: "editor" | "suggester" | "viewer";
    url: string;
    hasAccount: boolean;
    language?: UiLanguage;
  },
): Promise<void> {
  const t = translatorFor(invite.language ?? DEFAULT_LANGUAGE);
  const inviter = invite.inviterName || t("email.someone");
  return sendMail(env, {
    to: invite.to,
    subject: t("email.inviteSubject", { inviter, product: PRODUCT_NAME }),
    heading: t("email.inviteHeading", { inviter, title: invite.resumeTitle }),
    paragraphs: [
      invite.role === "editor"
        ? t("email.inviteAsEditor")
        : invite.role === "suggester"
          ? t("email.inviteAsSuggester")
          : t("email.inviteAsViewer"),
      invite.hasAccount ? t("email.inviteSignIn") : t("email.inviteCreate"),
    ],
    highlight: {
      kind: "link",
      label: invite.hasAccount ? t("email.inviteOpen") : t("email.inviteCreateButton"),
      url: invite.url,
    },
  });
}
