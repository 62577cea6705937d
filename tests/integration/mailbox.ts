/**
 * The e-mails the Worker sent through the real local `send_email` binding, read back the way a
 * recipient would: by address. Miniflare stores each message; the MAILBOX service binding
 * (tests/integration/sent-mail.node.ts, Node side) reads them.
 */
import { env } from "cloudflare:test";
import type { SentMail } from "../mail-text";

import { codeIn } from "../mail-text";

export { codeIn, invitationLinkIn, resetLinkIn } from "../mail-text";

export async function mailsTo(address: string): Promise<SentMail[]> {
  const response = await env.MAILBOX.fetch(`http://mailbox/?${new URLSearchParams({ to: address })}`);
  return (await response.json()) as SentMail[];
}

/**
 * The `nth` (1-based) e-mail to `address`. Sending is awaited by the code under test, but work
 * left to `waitUntil` (the reset link) finishes after the answer: wait for it a little.
 */
export async function waitForMail(address: string, { nth = 1, timeoutMs = 5_000 } = {}): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= nth) return mails[nth - 1]!;
    if (Date.now() > deadline)
      throw new Error(`No e-mail #${nth} to ${address} within ${timeoutMs} ms (${mails.length} sent)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The verification code in the `nth` e-mail to `address` (1-based), or in the newest one: the
 * code the person would type in.
 */
export async function emailedCode(address: string, { nth }: { nth?: number } = {}): Promise<string> {
  if (nth) return codeIn(await waitForMail(address, { nth }));
  const mails = await mailsTo(address);
  const newest = mails.at(-1);
  if (!newest) throw new Error(`No e-mail to ${address}`);
  return codeIn(newest);
}
