import type { PageSize } from "~/domain/resume/schema";
import { signFileUrl } from "../signed-url.server";
import { renderPdf } from "./render-pdf.server";
import { withRenderSlot } from "./render-slots.server";

/** Letters, digits, dot, dash, underscore: safe in a path, an R2 key and a Content-Disposition. */
export function safeFileName(name: string): string {
  const clean = name.trim().replace(/\s+/g, "-").replace(/[^\p{L}\p{N}._-]/gu, "").replace(/^\.+/, "");
  return (clean || "document").slice(0, 100);
}

/** Renders the HTML, stores the PDF in R2 under a key of the user's, and signs a link to it. */
export async function renderAndStorePdf(
  env: Env,
  { userId, html, fileName, origin, pageSize }: { userId: string; html: string; fileName: string; origin: string; pageSize?: PageSize },
) {
  // One user's renders are bounded, so nobody can hold every browser (render-slots.server.ts).
  const pdf = await withRenderSlot(env, userId, () => renderPdf(env, html, { appOrigin: origin, pageSize }));
  const key = `pdfs/${userId}/${crypto.randomUUID()}/${safeFileName(fileName)}.pdf`;
  await env.PDFS.put(key, pdf.bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { userId },
  });
  return { key, bytes: pdf.bytes, url: await signFileUrl(env, origin, key), blockedRequests: pdf.blockedRequests };
}
