/**
 * The interface's translations are not in the Worker's script: the server entry reads them from
 * the static assets before any route runs (workers/entry.ts, app/i18n/instance.server.ts), into
 * the server build's own copy of the languages, so pages and e-mails are written in every
 * language from an isolate's first request.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
// @ts-ignore: the build output has no type declarations of its own
import * as build from "../../build/server/index.js";
import { ORIGIN } from "./helpers";

const serverEntry = (build as unknown as { entry: { module: { translationsLoaded: () => boolean } } }).entry.module;

describe("the translations on the server", () => {
  it("are read from the assets before any route runs, and every page is written in its visitor's language", async () => {
    const pages = {
      en: "ATS-optimized resumes, written together",
      es: "currículums optimizados para ATS, escritos en equipo",
      de: "ATS-optimierte Lebensläufe, gemeinsam geschrieben",
    };
    for (const [language, text] of Object.entries(pages)) {
      const response = await SELF.fetch(`${ORIGIN}/`, { headers: { "Accept-Language": language } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(text);
      // No key left untranslated in the page.
      expect(html).not.toMatch(/>\s*(?:landing|nav|common)\.[a-zA-Z.]+\s*</);
    }
    expect(serverEntry.translationsLoaded()).toBe(true);
  });
});
