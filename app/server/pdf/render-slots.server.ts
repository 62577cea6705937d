/**
 * At most MAX_RENDERS_PER_USER PDF renders per user at once. A render takes a slot with one
 * conditional INSERT (so renders started together cannot all pass the count) and frees it when it
 * ends; a slot a crashed Worker never freed expires after the longest a render can wait and take.
 */
import { sql } from "drizzle-orm";
import { renderSlots } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { getDb } from "../db.server";
import { PDF_QUEUE_WAIT_MS } from "./render-limits";
import { PDF_TIMEOUT_MS } from "./render-pdf.server";

export const MAX_RENDERS_PER_USER = 2;

export async function withRenderSlot<T>(env: Pick<Env, "DB">, userId: string, render: () => Promise<T>): Promise<T> {
  const db = getDb(env);
  const id = crypto.randomUUID();
  const now = Date.now();
  const taken = await db.run(sql`
    INSERT INTO ${renderSlots} (id, user_id, expires_at)
    SELECT ${id}, ${userId}, ${now + PDF_QUEUE_WAIT_MS + PDF_TIMEOUT_MS + 5_000}
    WHERE (SELECT count(*) FROM ${renderSlots} WHERE user_id = ${userId} AND expires_at > ${now}) < ${MAX_RENDERS_PER_USER}`);
  if ((taken.meta.changes ?? 0) === 0) throw new DomainError("renderBusy");
  try {
    return await render();
  } finally {
    await db.run(sql`DELETE FROM ${renderSlots} WHERE id = ${id} OR expires_at <= ${now}`);
  }
}
