/**
 * A public link attacked as strangers would (docs/limits.md#public-links): guessing its password from
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
    for (let i = 0; i < 12; i += 1)
      expect((await postLinkPassword(`203.0.113.${10 + i}`, body.slug, `guess ${i}`)).status).toBe(401);
    const visitor = await postLinkPassword("198.51.100.50", body.slug, "open sesame");
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("Set-Cookie")).toContain("rf_pub=");
  });

  it("still limits one guesser on one link, and the guesser alone", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId, { password: "open sesame" });
    for (let i = 0; i < 10; i += 1)
      expect((await postLinkPassword("203.0.113.80", body.slug, `guess ${i}`)).status).toBe(401);
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
    for (let i = 0; i < PASSWORD_TRIES_PER_LINK.limit; i += 1)
      await take(getDb(env), `pub-pw-link:${resumeId}`, PASSWORD_TRIES_PER_LINK);
    for (let i = 0; i < 3; i += 1)
      expect((await postLinkPassword("203.0.113.90", body.slug, `guess ${i}`)).status).toBe(401);
    expect((await postLinkPassword("203.0.113.90", body.slug, "guess 4")).status).toBe(429);
    expect((await postLinkPassword("198.51.100.52", body.slug, "open sesame")).status).toBe(303);
  });
});

async function counts(owner: Account, resumeId: string) {
  const response = await call(owner, "GET", `/api/resumes/${resumeId}/publication`);
  expect(response.status).toBe(200);
  return (await response.json()) as { views: number; downloads: number };
}

describe("a link's counts", () => {
  it("count a client once per link per day, however often it asks, and keep no address", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId);
    for (let i = 0; i < 60; i += 1) expect((await fromAddress("203.0.113.120", `/r/${body.slug}`)).status).toBe(200);
    for (const address of ["198.51.100.121", "198.51.100.122"])
      expect((await fromAddress(address, `/r/${body.slug}`)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await fromAddress("203.0.113.120", `/r/${body.slug}/pdf`)).status).toBe(200);
    expect(await counts(owner, resumeId)).toMatchObject({ views: 3, downloads: 1 });

    const kept = await env.DB.prepare("SELECT * FROM publication_visitors WHERE resume_id = ?").bind(resumeId).all();
    expect(kept.results).toHaveLength(4);
    expect(JSON.stringify(kept.results)).not.toMatch(/203\.0\.113|198\.51\.100/);
  }, 60_000);
});

describe("a released link name", () => {
  it("stays its first owner's after unpublishing: another account gets 409, the owner may take it back", async () => {
    const [first, second] = await Promise.all([createVerifiedUser("Ada Lovelace"), createVerifiedUser("Mallory")]);
    const [resumeA, resumeB] = await Promise.all([createResume(first), createResume(second)]);
    const slug = `ada-card-${crypto.randomUUID().slice(0, 8)}`;
    expect((await publish(first, resumeA, { slug })).status).toBe(200);
    expect((await call(first, "DELETE", `/api/resumes/${resumeA}/publication`)).status).toBeLessThan(300);
    const takeover = await publish(second, resumeB, { slug });
    expect(takeover.status).toBe(409);
    expect(takeover.body.message).toBe("This link is taken.");
    expect((await fromAddress("203.0.113.130", `/r/${slug}`)).status).toBe(404);
    expect((await publish(first, resumeA, { slug })).status).toBe(200);
  });

  it("stays its first owner's after the resume is deleted for good", async () => {
    const [first, second] = await Promise.all([createVerifiedUser("Ada Lovelace"), createVerifiedUser("Mallory")]);
    const [resumeA, resumeB] = await Promise.all([createResume(first), createResume(second)]);
    const slug = `ada-gone-${crypto.randomUUID().slice(0, 8)}`;
    expect((await publish(first, resumeA, { slug })).status).toBe(200);
    expect((await call(first, "DELETE", `/api/resumes/${resumeA}?forever=1`)).status).toBeLessThan(300);
    expect((await publish(second, resumeB, { slug })).status).toBe(409);
    const claims = await env.DB.prepare("SELECT * FROM slug_claims").all();
    expect(JSON.stringify(claims.results)).not.toContain(slug);
  });
});

describe("contact details on the public page", () => {
  it("leave the phone out by default, and the e-mail and address when the owner asks", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId);
    expect(await counts(owner, resumeId)).toMatchObject({ hidePhone: true, hideEmail: false, hideLocation: false });
    const page = await (await fromAddress("203.0.113.140", `/r/${body.slug}`)).text();
    expect(page).toContain("Ada Lovelace");
    expect(page).not.toContain("5555 0100");
    expect(page).toContain("ada@example.com");
    expect(page).toContain("London");

    expect((await publish(owner, resumeId, { hidePhone: false, hideEmail: true, hideLocation: true })).status).toBe(
      200,
    );
    const changed = await (await fromAddress("203.0.113.141", `/r/${body.slug}`)).text();
    expect(changed).toContain("5555 0100");
    expect(changed).not.toContain("ada@example.com");
    expect(changed).not.toContain("mailto:");
    expect(changed).not.toContain("London");
    // A setting not sent is kept.
    expect((await publish(owner, resumeId, { indexable: true })).status).toBe(200);
    expect(await counts(owner, resumeId)).toMatchObject({
      hidePhone: false,
      hideEmail: true,
      hideLocation: true,
      indexable: true,
    });
  });
});
