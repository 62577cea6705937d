import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_REQUEST_BYTES } from "~/server/http.server";
import { bufferedBody } from "../../workers/request-body";
import { createVerifiedUser, ORIGIN, resumeData } from "./helpers";

/**
 * The route table: every file of app/routes as the URL it serves, each parameter filled in
 * ("x"), so a new route is in this test the day it is added.
 */
function routeTable(): string[] {
  const files = Object.keys(import.meta.glob("/app/routes/*.{ts,tsx}"));
  const paths = files.map((file) => {
    const name = file.replace(/^\/app\/routes\//, "").replace(/\.tsx?$/, "");
    const segments = name
      .split(/(?<!\[)\.(?!\])/)
      .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
      .map((segment) => (segment.startsWith("$") ? "x" : segment).replace(/_$/, "").replaceAll("[.]", "."));
    return `/${segments.join("/")}`;
  });
  return [...new Set(paths)].sort();
}

const OVER = MAX_REQUEST_BYTES + 512 * 1024;
const CHUNK = 64 * 1024;

type Mode = "content-length" | "chunked" | "slow" | "cut off";

/** `total` bytes of JSON-ish spaces, sent as the mode says: all at once, streamed, streamed with pauses, or a stream that fails past the limit. */
function bodyOf(mode: Mode, total = OVER, cutAt = MAX_REQUEST_BYTES): BodyInit {
  if (mode === "content-length") return new Uint8Array(total).fill(0x20);
  const chunk = new Uint8Array(mode === "slow" ? 4 * CHUNK : CHUNK).fill(0x20);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (mode === "cut off" && sent > cutAt) return controller.error(new Error("the client went away"));
      if (sent >= total) return controller.close();
      if (mode === "slow") await new Promise((wait) => setTimeout(wait, 10));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

async function send(path: string, method: string, mode: Mode, headers: Record<string, string>) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { method, body: bodyOf(mode), headers, redirect: "manual" });
  const text = await response.text();
  let code: unknown = null;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    // not JSON: the check below names the route
  }
  return { status: response.status, code, text };
}

describe("request bodies over the limit", () => {
  it("the route table is every page and API route", () => {
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(60);
    for (const known of [
      "/",
      "/dashboard",
      "/logout",
      "/api/auth/reset-password",
      "/api/resumes/x/collaborators/x",
      "/api/applications/export.csv",
      "/r/x/pdf",
      "/api/x",
    ]) {
      expect(routes).toContain(known);
    }
  });

  it("get 413 bodyTooLarge on every route, however the body arrives, signed in or not, same-site or not", async () => {
    const { cookie } = await createVerifiedUser();
    const routes = [...routeTable(), "/api/collab?resumeId=x", "/no/such/page"];
    const failures: string[] = [];
    for (const path of routes) {
      const calls: Array<[string, Mode, Record<string, string>]> = [
        ["POST", "content-length", { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie }],
        ["POST", "chunked", { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie }],
        ["POST", "slow", { "Content-Type": "multipart/form-data; boundary=x", Cookie: cookie }],
        ["POST", "cut off", { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie }],
        ["PUT", "chunked", { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie }],
        ["PATCH", "chunked", { "Content-Type": "application/json", Origin: "https://evil.example", Cookie: cookie }],
        ["DELETE", "chunked", { "Content-Type": "text/csv" }],
      ];
      for (const [method, mode, headers] of calls) {
        const answer = await send(path, method, mode, headers);
        if (answer.status !== 413 || answer.code !== "bodyTooLarge")
          failures.push(`${method} ${path} (${mode}): ${answer.status} ${answer.text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers a body that stops short of the limit with 400, never a 5xx", async () => {
    // Through the test runtime a failed upload reaches the Worker as a body that ends early.
    const response = await SELF.fetch(`${ORIGIN}/api/auth/reset-password`, {
      method: "POST",
      body: bodyOf("cut off", OVER, 256 * 1024),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    // Read by the Worker itself, the body fails: 400 bodyIncomplete, or 413 once it was past the limit.
    for (const [cutAt, status, code] of [
      [256 * 1024, 400, "bodyIncomplete"],
      [MAX_REQUEST_BYTES, 413, "bodyTooLarge"],
    ] as const) {
      const read = await bufferedBody(
        new Request(`${ORIGIN}/api/auth/reset-password`, { method: "POST", body: bodyOf("cut off", OVER, cutAt) }),
      );
      expect("refused" in read && read.refused.status).toBe(status);
      expect("refused" in read && ((await read.refused.json()) as { code: string }).code).toBe(code);
    }
  });

  it("leaves bodies within the limit whole: a resume created from a streamed body", async () => {
    const { token } = await createVerifiedUser();
    // 900 KB in 7 KB pieces: the route's 1 MB is what limits it; JSON's own whitespace pads it.
    const json = new TextEncoder().encode(
      `${JSON.stringify({ templateId: "modern-professional", data: resumeData({ summary: "s".repeat(3_000) }) })}${" ".repeat(900_000)}`,
    );
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= json.byteLength) return controller.close();
        controller.enqueue(json.slice(offset, offset + 7_000));
        offset += 7_000;
      },
    });
    const response = await SELF.fetch(`${ORIGIN}/api/resumes`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { summary: string } }).data.summary).toBe("s".repeat(3_000));
  });

  it("keeps a route's own smaller limit, with its page or code, when the body streams in", async () => {
    const { cookie } = await createVerifiedUser();
    const form = await SELF.fetch(`${ORIGIN}/dashboard`, {
      method: "POST",
      body: bodyOf("chunked", 100 * 1024),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie },
    });
    expect(form.status).toBe(413);
    expect(await form.text()).toContain("<html");
    const language = await SELF.fetch(`${ORIGIN}/api/language`, {
      method: "POST",
      body: bodyOf("chunked", 8 * 1024),
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
    });
    expect(language.status).toBe(413);
    expect(((await language.json()) as { code: string }).code).toBe("bodyTooLarge");
  });
});
