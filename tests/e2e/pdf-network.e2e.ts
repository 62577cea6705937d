import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "./browser";
import { signInNewUser } from "./session";

const browser = setupBrowser();

/** A host the renderer must never reach: it counts every connection and request. */
let trap: Server;
let trapUrl = "";
const seen = { connections: 0, requests: [] as string[] };

beforeAll(async () => {
  trap = createServer((request, response) => {
    seen.requests.push(`${request.method} ${request.url}`);
    response.end("x");
  });
  trap.on("connection", () => (seen.connections += 1));
  await new Promise<void>((done) => trap.listen(0, "127.0.0.1", done));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => trap.close(() => done())));

describe("the PDF renderer never reaches another host", () => {
  it("ignores resource hints, refreshes, frames, images and styles pointing elsewhere", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Hint Tester");
    const html = `<!doctype html><html><head>
      <link rel="preconnect" href="${trapUrl}"><link rel=dns-prefetch href="${trapUrl}">
      <link rel="prefetch" href="${trapUrl}/prefetch"><link rel="preload" as="image" href="${trapUrl}/preload.png">
      <LINK REL="Prerender" HREF="${trapUrl}/prerender"><link rel="stylesheet" href="${trapUrl}/style.css">
      <meta http-equiv="refresh" content="0;url=${trapUrl}/refresh"><base href="${trapUrl}/">
      <style>@import url("${trapUrl}/import.css"); body { background: url("${trapUrl}/bg.png") }</style>
      </head><body><h1>Resume</h1><img src="${trapUrl}/img.png"><iframe src="${trapUrl}/frame"></iframe>
      <object data="${trapUrl}/object"></object><a href="relative">link</a></body></html>`;
    const response = await page.request.post("/api/generate-pdf", { data: { html, fileName: "hints" } });
    expect(response.status()).toBe(200);
    // Hints are acted on asynchronously: give a stray connection time to arrive.
    await new Promise((done) => setTimeout(done, 1_500));
    expect(seen.requests).toEqual([]);
    expect(seen.connections).toBe(0);
  });
});
