/** The account's own settings (docs/api.md#your-data): renaming it, and deleting it with all it holds. */
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHANGE_PASSWORD_RULE, DELETE_ACCOUNT_RULE, RENAME_RULE } from "~/server/account.server";
import { userObjectPrefix } from "~/server/user-objects.server";
import { createResume, roomStub, RoomClient, share } from "./collab-helpers";
import { call, cookiesFrom, createVerifiedUser, ORIGIN, postForm, postJson, type Account } from "./helpers";
import { mailsTo, waitForMail } from "./mailbox";

async function codeOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { code?: string }).code;
}

/** How many rows of `table` name the user in `column`. */
async function rows(table: string, column: string, value: string): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`)
    .bind(value)
    .first<{ n: number }>())!.n;
}

async function roomKeys(resumeId: string): Promise<number> {
  return runInDurableObject(roomStub(resumeId), async (_instance, state) => (await state.storage.list()).size);
}

function remove(account: Account, body: unknown, headers: Record<string, string> = {}) {
  return call(account, "DELETE", "/api/account", body, headers);
}

describe("PATCH /api/account renames the account", () => {
  it("saves the name, which the session then answers, and refuses a name sign-up would refuse", async () => {
    const account = await createVerifiedUser("Rena Before");
    const renamed = await call(account, "PATCH", "/api/account", { fullName: "  Rena\r\nAfter  " });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { user: { fullName: string } }).user.fullName).toBe("Rena After");
    const me = (await (await call(account, "GET", "/api/auth/me")).json()) as { user: { fullName: string } };
    expect(me.user.fullName).toBe("Rena After");

    for (const [fullName, code] of [
      ["   ", "enterFullName"],
      ["x".repeat(101), "fullNameMax"],
      [42, "enterFullName"],
    ] as const) {
      const response = await call(account, "PATCH", "/api/account", { fullName });
      expect([response.status, await codeOf(response)], String(fullName)).toEqual([400, code]);
    }
    expect((await call(null, "PATCH", "/api/account", { fullName: "Nobody" })).status).toBe(401);
    const again = (await (await call(account, "GET", "/api/auth/me")).json()) as { user: { fullName: string } };
    expect(again.user.fullName).toBe("Rena After");
  });

  it(`stops after ${RENAME_RULE.limit} renames an hour, keeping the last name saved`, async () => {
    const account = await createVerifiedUser("Remy Renamer");
    for (let i = 0; i < RENAME_RULE.limit; i++)
      expect((await call(account, "PATCH", "/api/account", { fullName: `Remy ${i}` })).status).toBe(200);
    const refused = await call(account, "PATCH", "/api/account", { fullName: "Remy Too Many" });
    expect([refused.status, await codeOf(refused)]).toEqual([429, "renameThrottle"]);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    const me = (await (await call(account, "GET", "/api/auth/me")).json()) as { user: { fullName: string } };
    expect(me.user.fullName).toBe(`Remy ${RENAME_RULE.limit - 1}`);
  });
});

describe("the Account page's forms (no JavaScript needed)", () => {
  const post = (account: Account, body: string) => postForm(account, "/account", body);

  it("renames by its intent, and refuses an intent it does not know without changing anything", async () => {
    const account = await createVerifiedUser("Paige Poster");
    expect((await post(account, "intent=rename&fullName=Paige+Posted")).status).toBe(200);
    const unknown = await post(account, "intent=purge&fullName=Paige+Purged&password=x");
    expect(unknown.status).toBe(400);
    expect(await rows("users", "id", account.user.id)).toBe(1);
    const me = (await (await call(account, "GET", "/api/auth/me")).json()) as { user: { fullName: string } };
    expect(me.user.fullName).toBe("Paige Posted");
  });
});

describe("PUT /api/account/password changes the password", () => {
  it("asks for the current one, keeps the session asking and ends every other", async () => {
    const account = await createVerifiedUser("Paul Password");
    // A second device: a session of its own, and a socket it opened.
    const other = await postJson("/api/auth/login", { email: account.email, password: account.password });
    expect(other.status).toBe(200);
    const otherDevice = { ...account, token: other.body.token as string };
    const resumeId = await createResume(account);
    const otherSocket = await RoomClient.connect(otherDevice, resumeId);
    const put = (who: Account, body: unknown) => call(who, "PUT", "/api/account/password", body);

    const mailsBefore = (await mailsTo(account.email)).length;
    const wrong = await put(account, { currentPassword: "not it", newPassword: "a new long password" });
    expect([wrong.status, await codeOf(wrong)]).toEqual([403, "passwordWrong"]);
    const short = await put(account, { currentPassword: account.password, newPassword: "short" });
    expect([short.status, await codeOf(short)]).toEqual([400, "passwordMin"]);
    const none = await put(account, { newPassword: "a new long password" });
    expect([none.status, await codeOf(none)]).toEqual([400, "enterYourPassword"]);
    expect((await call(otherDevice, "GET", "/api/auth/me")).status).toBe(200);
    // Nothing changed, so nothing is said.
    expect(await mailsTo(account.email)).toHaveLength(mailsBefore);

    const changed = await put(account, { currentPassword: account.password, newPassword: "a new long password" });
    expect(changed.status).toBe(200);
    expect((await call(account, "GET", "/api/auth/me")).status).toBe(200);
    expect((await call(otherDevice, "GET", "/api/auth/me")).status).toBe(401);
    await expect.poll(() => otherSocket.closed).toBeTruthy();
    const old = await postJson("/api/auth/login", { email: account.email, password: account.password });
    expect([old.status, old.body.code]).toEqual([401, "badCredentials"]);
    const fresh = await postJson("/api/auth/login", { email: account.email, password: "a new long password" });
    expect(fresh.status).toBe(200);
    // The owner is told, with the way back should it not have been them.
    const told = await waitForMail(account.email, { nth: mailsBefore + 1 });
    expect(told.subject).toBe("Your ResumeForge password was changed");
    expect(told.text).toContain("Hi Paul Password, your password was changed");
    expect(told.text).toContain(`${ORIGIN}/login/forgot`);
    expect(told.text).not.toContain("a new long password");
  });

  it(`stops guessing after ${CHANGE_PASSWORD_RULE.limit} tries an hour`, async () => {
    const account = await createVerifiedUser("Gus Guesser");
    for (let i = 0; i < CHANGE_PASSWORD_RULE.limit; i++) {
      const response = await call(account, "PUT", "/api/account/password", {
        currentPassword: `guess ${i}`,
        newPassword: "a new long password",
      });
      expect(response.status).toBe(403);
    }
    const refused = await call(account, "PUT", "/api/account/password", {
      currentPassword: account.password,
      newPassword: "a new long password",
    });
    expect([refused.status, await codeOf(refused)]).toEqual([429, "passwordChangeThrottle"]);
    const login = await postJson("/api/auth/login", { email: account.email, password: account.password });
    expect(login.status).toBe(200);
  });
});

describe("DELETE /api/account deletes the account and everything it holds", () => {
  it("asks for the password, and a wrong or missing one deletes nothing", async () => {
    const account = await createVerifiedUser("Wanda Wrong");
    const resumeId = await createResume(account);
    const mailsBefore = (await mailsTo(account.email)).length;
    const wrong = await remove(account, { password: "not my password" });
    expect([wrong.status, await codeOf(wrong)]).toEqual([403, "passwordWrong"]);
    const missing = await remove(account, {});
    expect([missing.status, await codeOf(missing)]).toEqual([400, "enterYourPassword"]);
    const notJson = await remove(account, "password=x", { "Content-Type": "text/plain" });
    expect(notJson.status).toBe(415);
    expect((await remove(null as unknown as Account, { password: account.password })).status).toBe(401);
    expect((await call(account, "GET", `/api/resumes/${resumeId}`)).status).toBe(200);
    expect(await rows("users", "id", account.user.id)).toBe(1);
    expect(await mailsTo(account.email)).toHaveLength(mailsBefore);
  });

  it(`stops guessing after ${DELETE_ACCOUNT_RULE.limit} tries an hour`, async () => {
    const account = await createVerifiedUser("Greta Guess");
    for (let i = 0; i < DELETE_ACCOUNT_RULE.limit; i++) {
      expect((await remove(account, { password: `guess ${i}` })).status).toBe(403);
    }
    const refused = await remove(account, { password: account.password });
    expect([refused.status, await codeOf(refused)]).toEqual([429, "deleteAccountThrottle"]);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await rows("users", "id", account.user.id)).toBe(1);
  });

  it("removes its resumes, rooms, files, links, applications, tokens and sessions, and its place in others' resumes", async () => {
    const [account, friend] = await Promise.all([
      createVerifiedUser("Dora Departing"),
      createVerifiedUser("Frida Friend"),
    ]);
    const id = account.user.id;
    // What the account owns: a resume shared with a friend, published, open in a room; one in the Trash.
    const resumeId = await createResume(account);
    const trashedId = await createResume(account);
    expect((await call(account, "DELETE", `/api/resumes/${trashedId}`)).status).toBe(204);
    await share(account, resumeId, friend.email, "editor");
    const slug = `dora-${Date.now().toString(36)}`;
    expect((await call(account, "PUT", `/api/resumes/${resumeId}/publication`, { slug })).status).toBe(200);
    expect((await SELF.fetch(`${ORIGIN}/r/${slug}`)).status).toBe(200);
    // As a link published before names were claimed (docs/decisions/link-names.md): the deletion claims it.
    await env.DB.prepare("DELETE FROM slug_claims WHERE owner_id = ?").bind(id).run();
    const applied = await call(account, "POST", "/api/applications", { resumeId, company: "Acme", role: "Engineer" });
    expect(applied.status).toBe(201);
    const token = await call(account, "POST", "/api/tokens", { name: "script", scopes: ["read"] });
    expect(token.status).toBe(201);
    const secret = ((await token.json()) as { token: string }).token;
    // Files under the account's prefixes, and a neighbour's file that must stay.
    await env.PDFS.put(`${userObjectPrefix("pdfs", id)}h/resume.pdf`, "pdf");
    await env.PDFS.put(`${userObjectPrefix("sent", id)}app/resume.json`, "{}");
    await env.PDFS.put(`${userObjectPrefix("pdfs", friend.user.id)}h/resume.pdf`, "pdf");
    // The friend's resume, shared with the account, open by the account in its room.
    const friendsResume = await createResume(friend);
    await share(friend, friendsResume, account.email, "editor");
    const ownRoom = await RoomClient.connect(account, resumeId);
    const friendsRoom = await RoomClient.connect(account, friendsResume);
    const friendInOwnRoom = await RoomClient.connect(friend, resumeId);

    const mailsBefore = (await mailsTo(account.email)).length;
    const deleted = await remove(account, { password: account.password }, { Cookie: account.cookie });
    expect(deleted.status).toBe(204);
    expect(cookiesFrom(deleted, account.cookie)).toBe("");
    // The owner is told at the address, so a deletion by someone who knew the password is seen.
    const told = await waitForMail(account.email, { nth: mailsBefore + 1 });
    expect(told.subject).toBe("Your ResumeForge account was deleted");
    expect(told.text).toContain("Hi Dora Departing, your account was deleted");
    expect(told.text).toContain(`${ORIGIN}/`);

    // Signed out everywhere, and the address no longer signs in.
    expect((await call(account, "GET", "/api/auth/me")).status).toBe(401);
    expect((await SELF.fetch(`${ORIGIN}/api/resumes`, { headers: { Authorization: `Bearer ${secret}` } })).status).toBe(
      401,
    );
    const login = await postJson("/api/auth/login", { email: account.email, password: account.password });
    expect([login.status, login.body.code]).toEqual([401, "badCredentials"]);
    // Every socket it had open closed; the friend, in the deleted resume's room, is closed too.
    await expect.poll(() => ownRoom.closed && friendsRoom.closed && friendInOwnRoom.closed).toBeTruthy();

    for (const [table, column] of [
      ["users", "id"],
      ["sessions", "user_id"],
      ["resumes", "owner_id"],
      ["applications", "owner_id"],
      ["api_tokens", "user_id"],
      ["resume_collaborators", "user_id"],
      ["resume_collaborators", "email"],
      ["verification_codes", "email"],
    ] as const) {
      const value = column === "email" ? account.email : id;
      expect(await rows(table, column, value), `${table}.${column}`).toBe(0);
    }
    for (const resume of [resumeId, trashedId]) {
      expect(await rows("resumes", "id", resume)).toBe(0);
      expect(await roomKeys(resume)).toBe(0);
    }
    expect((await env.PDFS.list({ prefix: userObjectPrefix("pdfs", id) })).objects).toHaveLength(0);
    expect((await env.PDFS.list({ prefix: userObjectPrefix("sent", id) })).objects).toHaveLength(0);
    expect((await env.PDFS.list({ prefix: userObjectPrefix("pdfs", friend.user.id) })).objects).toHaveLength(1);

    // The public link is gone, and its name is never given to anyone else.
    expect((await SELF.fetch(`${ORIGIN}/r/${slug}`)).status).toBe(404);
    const friendsLink = await call(friend, "PUT", `/api/resumes/${friendsResume}/publication`, { slug });
    expect([friendsLink.status, await codeOf(friendsLink)]).toEqual([409, "slugTaken"]);
    // The friend keeps their own resume; the one the account shared with them is gone.
    expect((await call(friend, "GET", `/api/resumes/${friendsResume}`)).status).toBe(200);
    expect((await call(friend, "GET", `/api/resumes/${resumeId}`)).status).toBe(404);

    // The address is free: signing up again starts an empty account.
    const fresh = await postJson("/api/auth/signup", {
      email: account.email,
      password: "another good password",
      fullName: "Dora Again",
    });
    expect(fresh.status).toBeLessThan(300);
  });
});
