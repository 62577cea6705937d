/**
 * The ATS engine's tables are loaded by the server entry before any route runs (workers/entry.ts,
 * app/entry.server.tsx), so no route or server module that scores has to remember to: a request
 * that scores nothing leaves them loaded in the build's own copy (app/domain/ats/data.ts), and a
 * server module that drafts a letter (it calls no loader of its own) works from the first request.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
// @ts-ignore: the build output has no type declarations of its own
import * as build from "../../build/server/index.js";
import { call, createVerifiedUser, ORIGIN, resumeData } from "./helpers";

const serverEntry = (build as unknown as { entry: { module: { atsTablesLoaded: () => boolean } } }).entry.module;

describe("the ATS tables on the server", () => {
  it("are loaded before any route runs, by a request that scores nothing", async () => {
    const response = await SELF.fetch(`${ORIGIN}/login`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(serverEntry.atsTablesLoaded()).toBe(true);
  });

  it("serve a letter drafted against a job, which no loader of its own prepares", async () => {
    const user = await createVerifiedUser();
    const created = await call(user, "POST", "/api/resumes", { templateId: "modern-professional", data: resumeData() });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const job = {
      title: "Backend Engineer",
      company: "Acme",
      description: "We need a backend engineer with Go, PostgreSQL and Kubernetes experience.",
    };
    const letter = await call(user, "POST", `/api/resumes/${id}/cover-letters`, { jobDescription: job });
    expect(letter.status).toBe(201);
  });
});
