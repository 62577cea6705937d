/**
 * Reads e-mails the site sent, the way a developer does locally: wrangler dev captures every
 * message of the send_email binding, prints its recipients, and saves its text to a file.
 */
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import type { SentMail as CapturedMail } from "../mail-text";

export { codeIn, invitationLinkIn, resetLinkIn } from "../mail-text";

function capturedMails(): CapturedMail[] {
  // Colour codes: ESC [ ... m. Built from a string so the pattern holds no literal control character.
  const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
  const log = readFileSync(inject("logFile"), "utf8").replace(ansi, "");
  const mails: CapturedMail[] = [];
  for (const block of log.split("send_email binding called with").slice(1)) {
    const to = /^To: (.+)$/m.exec(block)?.[1]?.trim();
    const subject = /^Subject: (.+)$/m.exec(block)?.[1]?.trim() ?? "";
    const textPath = /^Text: (\S+)$/m.exec(block)?.[1];
    const htmlPath = /^HTML: (\S+)$/m.exec(block)?.[1];
    if (to && textPath)
      mails.push({
        to,
        subject,
        text: readFileSync(textPath, "utf8"),
        html: htmlPath ? readFileSync(htmlPath, "utf8") : "",
      });
  }
  return mails;
}

/** Waits for the `nth` (1-based, counted per recipient) e-mail to `address` and returns it. */
export async function waitForMail(address: string, { nth = 1, timeoutMs = 15_000 } = {}): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = capturedMails().filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
    if (mine.length >= nth) return mine[nth - 1]!;
    if (Date.now() > deadline) throw new Error(`No e-mail #${nth} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function mailCount(address: string): number {
  return capturedMails().filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase())).length;
}
