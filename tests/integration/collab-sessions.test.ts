import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResets, users } from "~/db/schema";
import { CLOSE } from "~/domain/collab/protocol";
import { randomToken, sha256Hex } from "~/server/crypto.server";
import { getDb } from "~/server/db.server";
import { createResume, RoomClient, share } from "./collab-helpers";
import { createVerifiedUser, postJson, type Account } from "./helpers";

/** The same account signed in a second time: another session, another token. */
async function secondSession(account: Account): Promise<Account> {
  const login = await postJson("/api/auth/login", { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  return { ...account, token: login.body.token as string };
}

describe("a socket does not outlive the session that opened it", () => {
  it("signing out closes that session's sockets in every room at once, and only those", async () => {
    const owner = await createVerifiedUser("Owner");
    const editor = await createVerifiedUser("Editor");
    const mine = await createResume(owner);
    const theirs = await createResume(editor);
    await share(editor, theirs, owner.email, "editor");
    const laptop = owner;
    const phone = await secondSession(owner);

    const laptopMine = await RoomClient.connect(laptop, mine);
    const laptopShared = await RoomClient.connect(laptop, theirs);
    const phoneMine = await RoomClient.connect(phone, mine);

    const logout = await postJson(
      "/api/auth/logout",
      {},
      { Authorization: `Bearer ${laptop.token}`, Origin: "http://localhost" },
    );
    expect(logout.status).toBe(200);
    expect((await laptopMine.waitClosed()).code).toBe(CLOSE.revoked);
    expect((await laptopShared.waitClosed()).code).toBe(CLOSE.revoked);
    // The phone's session goes on: its edits are still acknowledged.
    expect(phoneMine.closed).toBeNull();
    await phoneMine.ack(phoneMine.edit([{ op: "setSummary", value: "Still here" }]));
    phoneMine.close();
  });

  it("a password reset closes the sockets of every other session", async () => {
    const owner = await createVerifiedUser("Resetter");
    const resume = await createResume(owner);
    const other = await secondSession(owner);
    const kept = await RoomClient.connect(owner, resume);
    const ended = await RoomClient.connect(other, resume);

    const user = await getDb(env).select().from(users).where(eq(users.email, owner.email)).get();
    const token = randomToken();
    await getDb(env)
      .insert(passwordResets)
      .values({ tokenHash: await sha256Hex(token), userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const reset = await postJson(
      "/api/auth/reset-password",
      { token, password: "a brand new passphrase" },
      { Authorization: `Bearer ${owner.token}` },
    );
    expect(reset.status).toBe(200);

    expect((await ended.waitClosed()).code).toBe(CLOSE.revoked);
    expect(kept.closed).toBeNull();
    kept.close();
  });
});
