/**
 * A public link attacked as strangers would (issue 31, findings 2-5): guessing its password from
 * many addresses, inflating its counts, taking over a released link name, harvesting contacts.
 * Requests come through the Worker's entry with the production client setting (./edge-client.ts),
 * so every address is its own client.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { take } from "~/server/auth/throttle.server";
import { getDb } from "~/server/db.server";
import { PASSWORD_TRIES_PER_LINK } from "~/server/publication/public-page.server";
import { createResume } from "./collab-helpers";
import { fromAddress, postLinkPassword } from "./edge-client";
import { call, createVerifiedUser, type Account } from "./helpers";

async function publish(account: Account, resumeId: string, body: Record<string, unknown> = {}) {
  const response = await call(account, "PUT", `/api/resumes/${resumeId}/publication`, body);
  return { status: response.status, body: (await response.json()) as { url: string; slug: string; message?: string } };
}

describe("a protected link's password", () => {
  it("cannot be locked by strangers: ten wrong guesses from other addresses leave the right password working", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId, { password: "open sesame" });
    for (let i = 0; i < 12; i += 1) expect((await postLinkPassword(`203.0.113.${10 + i}`, body.slug, `guess ${i}`)).status).toBe(401);
    const visitor = await postLinkPassword("198.51.100.50", body.slug, "open sesame");
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("Set-Cookie")).toContain("rf_pub=");
  });

  it("still limits one guesser on one link, and the guesser alone", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId, { password: "open sesame" });
    for (let i = 0; i < 10; i += 1) expect((await postLinkPassword("203.0.113.80", body.slug, `guess ${i}`)).status).toBe(401);
    const refused = await postLinkPassword("203.0.113.80", body.slug, "open sesame");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await postLinkPassword("198.51.100.51", body.slug, "open sesame")).status).toBe(303);
  });

  it("is guarded harder once many clients guess at one link, and a fresh visitor with the right password still gets in", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId, { password: "open sesame" });
    // The link's total of wrong passwords this hour is reached (the real throttle, taken as wrong tries take it).
    for (let i = 0; i < PASSWORD_TRIES_PER_LINK.limit; i += 1) await take(getDb(env), `pub-pw-link:${resumeId}`, PASSWORD_TRIES_PER_LINK);
    for (let i = 0; i < 3; i += 1) expect((await postLinkPassword("203.0.113.90", body.slug, `guess ${i}`)).status).toBe(401);
    expect((await postLinkPassword("203.0.113.90", body.slug, "guess 4")).status).toBe(429);
    expect((await postLinkPassword("198.51.100.52", body.slug, "open sesame")).status).toBe(303);
  });
});
