import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { renderPdf } from "~/server/pdf/render-pdf.server";
import { renderAndStorePdf } from "~/server/pdf/store-pdf.server";
import { englishMessage } from "~/lib/error-catalogue";
import { signFileUrl, SIGNED_URL_TTL_MS } from "~/server/signed-url.server";
import { createVerifiedUser, ORIGIN } from "./helpers";

const pageCount = (bytes: Uint8Array) =>
  (new TextDecoder("latin1").decode(bytes).match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describe("PDF rendering through Browser Rendering", () => {
  it("prints HTML to a PDF with the app's fonts, JavaScript off and every other request refused", async () => {
    const html = `<!doctype html><html><head><style>
      @font-face { font-family: Inter; src: url("${ORIGIN}/fonts/inter-latin-400-normal.woff2") format("woff2"); }
      body { font-family: Inter, sans-serif; }
    </style><link rel="stylesheet" href="https://evil.example/steal.css"></head><body>
      <p>Static text</p>
      <img src="http://127.0.0.1:9/tracker.png" alt="">
      <script>new Image().src = "http://127.0.0.1:9/script-ran";</script>
    </body></html>`;
    const result = await renderPdf(env, html, { appOrigin: ORIGIN });
    expect(new TextDecoder("latin1").decode(result.bytes.slice(0, 5))).toBe("%PDF-");
    expect(pageCount(result.bytes)).toBe(1);
    // The page's policy (default-src 'none') stops the foreign stylesheet and image before they are
    // even requested; anything that is requested is refused. tests/e2e/pdf-network.e2e.ts watches
    // a real host for connections.
    expect(result.blockedRequests.every((url) => !url.startsWith(ORIGIN))).toBe(true);
    expect(result.blockedRequests.some((url) => url.includes("script-ran"))).toBe(false);
    // The font was answered from the app's assets and embedded.
    expect(result.blockedRequests.some((url) => url.includes("/fonts/"))).toBe(false);
    expect(new TextDecoder("latin1").decode(result.bytes)).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+Inter/);
  });

  it("prints on the page size chosen: A4 or US Letter", async () => {
    const mediaBox = (bytes: Uint8Array) =>
      /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/
        .exec(new TextDecoder("latin1").decode(bytes))
        ?.slice(1)
        .map(Number);
    const a4 = await renderPdf(env, "<!doctype html><style>@page{size:A4}</style><p>A4</p>", {
      appOrigin: ORIGIN,
      pageSize: "A4",
    });
    const letter = await renderPdf(env, "<!doctype html><style>@page{size:Letter}</style><p>Letter</p>", {
      appOrigin: ORIGIN,
      pageSize: "Letter",
    });
    expect(mediaBox(a4.bytes)?.map(Math.round)).toEqual([595, 842]);
    expect(mediaBox(letter.bytes)?.map(Math.round)).toEqual([612, 792]);
  });

  it("flows a long document onto several pages", async () => {
    const entries = Array.from(
      { length: 60 },
      (_, i) =>
        `<p style="break-inside:avoid;margin:0 0 12px">Entry ${i} with enough words to take a line or two of the page.</p>`,
    ).join("");
    const result = await renderPdf(env, `<!doctype html><html><body>${entries}</body></html>`, { appOrigin: ORIGIN });
    expect(pageCount(result.bytes)).toBeGreaterThanOrEqual(2);
  });
});

describe("POST /api/generate-pdf and signed links", () => {
  it("stores the PDF in R2 under the user's key and returns a signed link that downloads it", async () => {
    const account = await createVerifiedUser();
    const response = await SELF.fetch(`${ORIGIN}/api/generate-pdf`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ html: "<!doctype html><p>Hello PDF</p>", fileName: "Ada Lovelace-resume" }),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const link = new URL(url);
    expect(link.pathname).toMatch(
      new RegExp(`^/api/files/pdfs/${account.user.id}/[0-9a-f-]+/Ada-Lovelace-resume\\.pdf$`),
    );
    const key = decodeURIComponent(link.pathname.slice("/api/files/".length));
    const stored = await env.PDFS.get(key);
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");

    const download = await SELF.fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="Ada-Lovelace-resume.pdf"');
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const tampered = new URL(url);
    tampered.searchParams.set("exp", String(Number(tampered.searchParams.get("exp")) + 1000));
    expect((await SELF.fetch(tampered)).status).toBe(403);
    const otherKey = new URL(url.replace("Ada-Lovelace-resume.pdf", "Other.pdf"));
    expect((await SELF.fetch(otherKey)).status).toBe(403);
    const expired = await signFileUrl(env, ORIGIN, key, Date.now() - SIGNED_URL_TTL_MS - 1000);
    const expiredResponse = await SELF.fetch(expired);
    expect(expiredResponse.status).toBe(403);
    expect(((await expiredResponse.json()) as { message: string }).message).toContain("expired");

    // Opened in a browser tab, the same refusal is a page in the reader's language, with the way home.
    const inTab = await SELF.fetch(expired, {
      headers: { Accept: "text/html,*/*;q=0.8", "Accept-Language": "es-ES,es;q=0.9" },
    });
    expect(inTab.status).toBe(403);
    expect(inTab.headers.get("Content-Type")).toContain("text/html");
    const page = await inTab.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain("<h1>Esta descarga no está disponible</h1>");
    expect(page).toContain("Este enlace de descarga ha caducado. Vuelve a generar el archivo.");
    expect(page).toContain('<a href="/">Volver al inicio</a>');
  });

  it("requires a session, and refuses HTML over 1 MB with 413", async () => {
    const anonymous = await SELF.fetch(`${ORIGIN}/api/generate-pdf`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ html: "<p>x</p>", fileName: "x" }),
    });
    expect(anonymous.status).toBe(401);
    const account = await createVerifiedUser();
    const big = await SELF.fetch(`${ORIGIN}/api/generate-pdf`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ html: `<p>${"x".repeat(1024 * 1024)}</p>`, fileName: "big" }),
    });
    expect(big.status).toBe(413);
  });

  it("lets one user run at most two renders at once: a third at the same time gets 429, later ones work", async () => {
    const account = await createVerifiedUser();
    const render = () =>
      SELF.fetch(`${ORIGIN}/api/generate-pdf`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.token}` },
        body: JSON.stringify({ html: `<p>${"Page of text. ".repeat(2000)}</p>`, fileName: "slot" }),
      });
    const statuses = await Promise.all(
      [render(), render(), render(), render()].map(async (pending) => {
        const response = await pending;
        return { status: response.status, body: (await response.json()) as { message?: string; code?: string } };
      }),
    );
    const busy = statuses.filter((entry) => entry.status === 429);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy[0]!.body).toMatchObject({ code: "renderBusy", message: englishMessage("renderBusy") });
    expect(statuses.filter((entry) => entry.status === 200).length).toBeGreaterThanOrEqual(1);
    // The slots are free again once those renders ended (other HTML: not served from the copy in R2).
    const after = await SELF.fetch(`${ORIGIN}/api/generate-pdf`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ html: "<p>After the burst</p>", fileName: "slot" }),
    });
    expect(after.status).toBe(200);
  });

  it("prints a 300,000-letter word without running into the render timeout", async () => {
    const account = await createVerifiedUser();
    const response = await SELF.fetch(`${ORIGIN}/api/generate-pdf`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({
        html: `<p>${"x".repeat(300_000)}</p><pre>${"y ".repeat(50_000)}</pre>`,
        fileName: "long",
      }),
    });
    expect(response.status).toBe(200);
  });
});

describe("PDF bursts and repeats", () => {
  it("prints a burst of 20 different documents at once, a few tabs of one browser at a time, and every one succeeds", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        renderPdf(env, `<!doctype html><p>${`Resume ${i}. `.repeat(800)}</p>`, { appOrigin: ORIGIN }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled").length).toBe(20);
    // One browser served them all: only the first render had to open a session.
    const reused = results.map((result) => (result.status === "fulfilled" ? result.value.reusedSession : null));
    expect(reused.filter((value) => value === false).length).toBeLessThanOrEqual(1);
  });

  it("serves an unchanged document from R2 instead of printing it again, and prints a changed one", async () => {
    const account = await createVerifiedUser();
    const input = {
      userId: account.user.id,
      html: "<!doctype html><p>Same words</p>",
      fileName: "Same",
      origin: ORIGIN,
    };
    const first = await renderAndStorePdf(env, input);
    const again = await renderAndStorePdf(env, input);
    expect([first.cached, again.cached]).toEqual([false, true]);
    expect(again.key).toBe(first.key);
    expect(await again.bytes()).toEqual(await first.bytes());
    const otherSize = await renderAndStorePdf(env, { ...input, pageSize: "Letter" });
    const changed = await renderAndStorePdf(env, { ...input, html: "<!doctype html><p>Other words</p>" });
    expect([otherSize.cached, changed.cached]).toEqual([false, false]);
    expect(new Set([first.key, otherSize.key, changed.key]).size).toBe(3);
    const listed = await env.PDFS.list({ prefix: `pdfs/${account.user.id}/` });
    expect(listed.objects.length).toBe(3);
  });
});
