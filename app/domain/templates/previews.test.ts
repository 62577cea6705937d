import { describe, expect, it } from "vitest";
import manifest from "../../../public/templates/manifest.json";
import { TEMPLATE_IDS } from "../resume/template-ids";
import { renderResumeHtml } from "./render";
import { sampleResume } from "./sample-resume";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The gallery thumbnails and PDF previews must show what the renderer produces today. */
describe("template previews are up to date", () => {
  it.each(TEMPLATE_IDS)("%s", async (id) => {
    const hash = await sha256(renderResumeHtml(sampleResume, id, { pageSize: "A4", assetBaseUrl: "" }));
    expect(hash, `public/templates/${id}.* are stale: run \`npm run templates:previews\``).toBe(
      (manifest as Record<string, string>)[id],
    );
  });
});
