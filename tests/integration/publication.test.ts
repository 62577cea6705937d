/** Publishing a resume as a public link (docs/api.md#public-link): access rules, the page, its cache, passwords and counts. */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { take } from "~/server/auth/throttle.server";
import { PDF_RENDERS_PER_LINK } from "~/server/publication/public-page.server";
import { createResume, sharedResume } from "./collab-helpers";
import { call, cookiesFrom, createVerifiedUser, ORIGIN, resumeData, type Account } from "./helpers";

async function publish(account: Account, resumeId: string, body: Record<string, unknown> = {}) {
  const response = await call(account, "PUT", `/api/resumes/${resumeId}/publication`, body);
  return { status: response.status, body: (await response.json()) as { url: string; slug: string; message?: string } };
}

function visit(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: "manual" });
}

function postPassword(slug: string, password: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/r/${slug}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
    body: new URLSearchParams({ password }).toString(),
    redirect: "manual",
  });
}

async function counts(owner: Account, resumeId: string) {
  const response = await call(owner, "GET", `/api/resumes/${resumeId}/publication`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    views: number;
    downloads: number;
    indexable: boolean;
    hasPassword: boolean;
    days: Array<{ day: string; views: number; downloads: number }>;
  };
}

describe("the publication API", () => {
  it("lets only the owner publish, read and unpublish; editors and viewers get 403, strangers 404", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const stranger = await createVerifiedUser("Stan Stranger");
    expect((await publish(editor, resumeId)).status).toBe(403);
    expect((await publish(viewer, resumeId)).status).toBe(403);
    expect((await publish(stranger, resumeId)).status).toBe(404);
    expect((await call(null, "PUT", `/api/resumes/${resumeId}/publication`, {})).status).toBe(401);
    expect((await call(owner, "GET", `/api/resumes/${resumeId}/publication`)).status).toBe(404);

    const published = await publish(owner, resumeId);
    expect(published.status).toBe(200);
    // Generated from the name on the resume, with a random suffix.
    expect(published.body.slug).toMatch(/^ada-lovelace-[a-z0-9]{6}$/);
    expect(published.body.url).toBe(`${ORIGIN}/r/${published.body.slug}`);

    for (const person of [editor, viewer]) {
      expect((await call(person, "GET", `/api/resumes/${resumeId}/publication`)).status).toBe(403);
      expect((await call(person, "DELETE", `/api/resumes/${resumeId}/publication`)).status).toBe(403);
    }
    expect((await call(stranger, "GET", `/api/resumes/${resumeId}/publication`)).status).toBe(404);
    expect((await call(stranger, "DELETE", `/api/resumes/${resumeId}/publication`)).status).toBe(404);
    expect((await visit(`/r/${published.body.slug}`)).status).toBe(200);

    // Publishing again without a slug keeps the link.
    expect((await publish(owner, resumeId, { indexable: true })).body.slug).toBe(published.body.slug);

    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}/publication`)).status).toBe(200);
    expect((await visit(`/r/${published.body.slug}`)).status).toBe(404);
    expect((await visit(`/r/${published.body.slug}/pdf`)).status).toBe(404);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}/publication`)).status).toBe(404);
  });

  it("refuses a taken slug with 409 and a bad or reserved one with 400, writing nothing", async () => {
    const first = await createVerifiedUser();
    const second = await createVerifiedUser();
    const [a, b] = [await createResume(first), await createResume(second)];
    const slug = `ada-${Date.now().toString(36)}`;
    expect((await publish(first, a, { slug })).status).toBe(200);
    const taken = await publish(second, b, { slug });
    expect(taken).toMatchObject({ status: 409, body: { message: "This link is taken." } });
    expect((await call(second, "GET", `/api/resumes/${b}/publication`)).status).toBe(404);
    for (const bad of ["ab", "-ada", "ada-", "Ada Lovelace", "a".repeat(61), "ada_l", "<script>"]) {
      const refused = await publish(second, b, { slug: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message, bad).toMatch(/characters|lower-case/);
    }
    expect(await publish(second, b, { slug: "admin" })).toMatchObject({
      status: 400,
      body: { message: '"admin" is reserved. Choose another link name.' },
    });
    expect((await publish(second, b, { password: "abc" })).status).toBe(400);
    expect((await publish(second, b, { unknown: 1 })).status).toBe(400);
    expect((await call(second, "PUT", `/api/resumes/${b}/publication`, "{not json")).status).toBe(400);
    // Upper case is folded to the canonical slug.
    expect((await publish(second, b, { slug: `B-${slug}` })).body.slug).toBe(`b-${slug}`);
  });

  it("404s the public page of a trashed resume, and delete forever removes the publication", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}`)).status).toBeLessThan(300);
    expect((await visit(`/r/${body.slug}`)).status).toBe(404);
    expect((await call(owner, "POST", `/api/resumes/${resumeId}/restore`)).status).toBeLessThan(300);
    expect((await visit(`/r/${body.slug}`)).status).toBe(200);
    await call(owner, "DELETE", `/api/resumes/${resumeId}`);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBeLessThan(300);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM resume_publications WHERE resume_id = ?")
      .bind(resumeId)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe("the public page", () => {
  it("shows the rendered resume with title, description, Open Graph and noindex, escaping what the user typed", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const data = resumeData({
      personalInfo: { ...resumeData().personalInfo, fullName: `Ada "<b>Bold</b>" O'Lovelace` },
      summary: `Analyst <script>alert(1)</script> & "engineer"`,
    });
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { data })).status).toBe(200);
    const { body } = await publish(owner, resumeId);
    const response = await visit(`/r/${body.slug}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<title>Ada &quot;&lt;b&gt;Bold&lt;/b&gt;&quot; O&#39;Lovelace · Resume</title>`);
    expect(page).toContain(
      `<meta name="description" content="Analyst &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;engineer&quot;">`,
    );
    expect(page).toContain(`<meta property="og:type" content="profile">`);
    expect(page).toContain(`<meta property="og:url" content="${ORIGIN}/r/${body.slug}">`);
    expect(page).toContain(
      `<meta property="og:title" content="Ada &quot;&lt;b&gt;Bold&lt;/b&gt;&quot; O&#39;Lovelace · Resume">`,
    );
    expect(page).toContain(`<meta name="robots" content="noindex, nofollow">`);
    expect(page).toContain(`href="/r/${body.slug}/pdf"`);
    expect(page).not.toContain("<script>");
    expect(page).toContain("Analytical Engine");
    // Nothing about the account: its e-mail and the ids stay private.
    expect(page).not.toContain(owner.email);
    expect(page).not.toContain(resumeId);
    expect(page).not.toContain(owner.user.id);
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");

    await publish(owner, resumeId, { indexable: true });
    const indexable = await (await visit(`/r/${body.slug}`)).text();
    expect(indexable).toContain(`<meta name="robots" content="index, follow">`);
    expect(indexable).not.toContain("noindex");
  });

  it("is served from the cache until the resume changes, then rendered fresh", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId);
    const first = await visit(`/r/${body.slug}`);
    expect(first.headers.get("X-Publication-Cache")).toBe("miss");
    await first.text();
    const second = await visit(`/r/${body.slug}`);
    expect(second.headers.get("X-Publication-Cache")).toBe("hit");
    expect(await second.text()).toContain("Analytical Engine");
    const data = resumeData({ experience: [{ ...resumeData().experience[0]!, company: "Difference Engine Ltd" }] });
    expect((await call(owner, "PUT", `/api/resumes/${resumeId}`, { data })).status).toBe(200);
    const third = await visit(`/r/${body.slug}`);
    expect(third.headers.get("X-Publication-Cache")).toBe("miss");
    const text = await third.text();
    expect(text).toContain("Difference Engine Ltd");
    expect(text).not.toContain("Analytical Engine");
  });

  it("counts views and downloads per day, a client once, not those of bots", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId);
    await (await visit(`/r/${body.slug}`)).text();
    await (await visit(`/r/${body.slug}`)).text();
    await (await visit(`/r/${body.slug}`, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).text();
    const pdf = await visit(`/r/${body.slug}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    // Views are counted after the page is answered (waitUntil): wait for them, a bounded while.
    let stats = await counts(owner, resumeId);
    for (let tries = 0; stats.views < 1 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stats = await counts(owner, resumeId);
    }
    expect(stats).toMatchObject({ views: 1, downloads: 1, indexable: false, hasPassword: false });
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 1, downloads: 1 });
    // The second download is served from the stored export, and the same client is not counted twice.
    expect((await visit(`/r/${body.slug}/pdf`)).status).toBe(200);
    expect((await counts(owner, resumeId)).downloads).toBe(1);
  }, 60_000);

  it("answers a link printed too often with a page in the reader's language, and a script with JSON", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId);
    // The link's renders for this hour are used up (the real throttle, taken as renders take it).
    for (let i = 0; i < PDF_RENDERS_PER_LINK.limit; i++)
      await take(getDb(env), `pub-pdf:${resumeId}`, PDF_RENDERS_PER_LINK);

    const page = await visit(`/r/${body.slug}/pdf`, {
      Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      "Accept-Language": "de-DE,de;q=0.9",
    });
    expect(page.status).toBe(429);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(
      /Dieses PDF wurde in letzter Zeit zu oft erstellt\. Bitte versuch es in \d+ Minuten? noch einmal\./,
    );
    expect(html).toContain(`<a href="/r/${body.slug}">Zurück zum Lebenslauf</a>`);

    const script = await visit(`/r/${body.slug}/pdf`, { Accept: "application/json" });
    expect(script.status).toBe(429);
    expect(((await script.json()) as { message: string }).message).toMatch(
      /^This PDF was made too often recently\. Please try again in \d+ minutes?\.$/,
    );
  });
});

describe("a password-protected link", () => {
  it("asks for the password, refuses a wrong one with 401, throttles with 429, and lets the right one in", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await createResume(owner);
    const { body } = await publish(owner, resumeId, { password: "open sesame" });
    expect((await counts(owner, resumeId)).hasPassword).toBe(true);
    const form = await visit(`/r/${body.slug}`);
    expect(form.status).toBe(401);
    const formPage = await form.text();
    expect(formPage).toContain("This resume is protected");
    expect(formPage).not.toContain("Analytical Engine");
    expect((await visit(`/r/${body.slug}/pdf`)).status).toBe(303);

    const wrong = await postPassword(body.slug, "guess");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("That password is not right.");

    const right = await postPassword(body.slug, "open sesame");
    expect(right.status).toBe(303);
    const jar = cookiesFrom(right);
    expect(right.headers.get("Set-Cookie")).toMatch(new RegExp(`Path=/r/${body.slug}; HttpOnly`));
    const page = await visit(`/r/${body.slug}`, { Cookie: jar });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Publication-Cache")).toBeNull();
    expect(await page.text()).toContain("Analytical Engine");

    // A forged cookie is worthless.
    expect((await visit(`/r/${body.slug}`, { Cookie: jar.replace(/\.[A-Za-z0-9_-]{5}/, ".AAAAA") })).status).toBe(401);

    // Nine more wrong tries reach the link's limit of ten; the next is refused before checking.
    for (let i = 0; i < 9; i += 1) expect((await postPassword(body.slug, `guess ${i}`)).status).toBe(401);
    const throttled = await postPassword(body.slug, "open sesame");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await throttled.text()).toContain("Too many wrong passwords");

    // Changing the password invalidates the earlier cookie.
    await publish(owner, resumeId, { password: "another one" });
    expect((await visit(`/r/${body.slug}`, { Cookie: jar })).status).toBe(401);
    // Removing it opens the page to everyone.
    await publish(owner, resumeId, { password: null });
    expect((await visit(`/r/${body.slug}`)).status).toBe(200);
  });

  it("names the resume's other published languages (hreflang), not one behind a password, and follows unpublishing at once", async () => {
    const owner = await createVerifiedUser("Ada Lovelace");
    const masterId = await createResume(owner);
    const variant = async (language: string) =>
      ((await (await call(owner, "POST", `/api/resumes/${masterId}/variants`, { language })).json()) as { id: string })
        .id;
    const [germanId, frenchId] = [await variant("de"), await variant("fr")];
    const master = await publish(owner, masterId);
    const german = await publish(owner, germanId);
    const french = await publish(owner, frenchId, { password: "a long enough secret" });
    expect([master.status, german.status, french.status]).toEqual([200, 200, 200]);

    const page = await (await visit(`/r/${master.body.slug}`)).text();
    expect(page).toContain(`<link rel="alternate" hreflang="en" href="${master.body.url}">`);
    expect(page).toContain(`<link rel="alternate" hreflang="de" href="${german.body.url}">`);
    expect(page).not.toContain('hreflang="fr"');
    expect(page).toMatch(/<a class="rf-public-lang" lang="de" hreflang="de" href="[^"]+">Deutsch<\/a>/);
    const germanPage = await (await visit(`/r/${german.body.slug}`)).text();
    expect(germanPage).toContain(`<link rel="alternate" hreflang="en" href="${master.body.url}">`);
    expect(germanPage).toContain('<b lang="de" aria-current="page">Deutsch</b>');

    // Unpublished: the master's page (kept at the edge) no longer names it.
    expect((await call(owner, "DELETE", `/api/resumes/${germanId}/publication`)).status).toBe(200);
    const after = await (await visit(`/r/${master.body.slug}`)).text();
    expect(after).not.toContain("hreflang");
  });
});
