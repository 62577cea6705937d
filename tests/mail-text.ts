/**
 * What a test reads out of an account e-mail's plain text: the code, the reset link, the
 * invitation link. Shared by the integration tests (tests/integration/mailbox.ts) and the
 * end-to-end tests (tests/e2e/mailbox.ts), which find the sent mail in different places.
 */

export interface SentMail {
  /** The sender as the binding got it (integration tests only; the e2e log does not show it). */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function codeIn(mail: SentMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${mail.text}`);
  return code;
}

export function resetLinkIn(mail: SentMail): string {
  const link = /(https?:\/\/\S+\/login\/reset\?token=[\w-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No reset link in: ${mail.text}`);
  return link;
}

/** The link an invitation e-mail asks its reader to follow. */
export function invitationLinkIn(mail: SentMail): string {
  const link = /(?:Open the resume|Create your account): (https?:\/\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No invitation link in: ${mail.text}`);
  return link;
}
