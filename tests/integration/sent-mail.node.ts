/**
 * Runs in Node, beside the Miniflare instance of the Workers Vitest plugin: answers the tests'
 * MAILBOX service binding (vitest.config.ts) with the messages the real local `send_email`
 * binding sent. Miniflare keeps every sent message in its e-mail store (the data behind the
 * local explorer's e-mail view), a SQLite Durable Object under its temporary directory
 * (`<tmp>/miniflare-<id>/email-store/`); workerd cannot read the host's files, so the tests ask
 * Node. Only stores of instances started since this run began are read.
 */
import { readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync as Database } from "node:sqlite";

// node:sqlite prints an ExperimentalWarning when loaded on Node 22; this module is its only user.
const { DatabaseSync } = await (async () => {
  const emitWarning = process.emitWarning;
  process.emitWarning = () => undefined;
  try {
    return await import("node:sqlite");
  } finally {
    process.emitWarning = emitWarning;
  }
})();

const runStartedAt = Date.now();

function storeFiles(): string[] {
  const files: string[] = [];
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith("miniflare-")) continue;
    const dir = join(tmpdir(), name, "email-store", "miniflare-email-store");
    try {
      if (statSync(join(tmpdir(), name)).mtimeMs < runStartedAt - 60_000) continue;
      for (const file of readdirSync(dir))
        if (file.endsWith(".sqlite") && file !== "metadata.sqlite") files.push(join(dir, file));
    } catch {
      // another instance's directory without an e-mail store, or one being removed
    }
  }
  return files;
}

interface StoredMail {
  from?: string;
  to?: string[];
  subject?: string;
  text?: string;
  html?: string;
}

/** GET ?to=address: every message sent to `address`, oldest first, as JSON. */
export function sentMail(request: Request): Response {
  const to = (new URL(request.url).searchParams.get("to") ?? "").toLowerCase();
  const mails: Array<{ from: string; to: string; subject: string; text: string; html: string }> = [];
  for (const file of storeFiles()) {
    let db: Database | undefined;
    try {
      db = new DatabaseSync(file, { readOnly: true });
      const rows = db.prepare("SELECT data FROM emails WHERE kind = 'sent' ORDER BY seq").all() as Array<{
        data: string;
      }>;
      for (const row of rows) {
        const mail = JSON.parse(row.data) as StoredMail;
        const recipients = (mail.to ?? []).join(", ");
        if (!recipients.toLowerCase().includes(to)) continue;
        mails.push({
          from: mail.from ?? "",
          to: recipients,
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: mail.html ?? "",
        });
      }
    } catch {
      // a store being created or removed by another instance
    } finally {
      db?.close();
    }
  }
  return Response.json(mails);
}
