import * as z from "zod";
import { PAGE_SIZES, type PageSize } from "~/domain/resume/schema";
import { parsePrintFit, parsePrintLayout, type PrintFit, type PrintLayout } from "~/domain/layout/print-layout";
import { sha256Hex } from "../crypto.server";
import { signFileUrl } from "../signed-url.server";
import { userObjectPrefix } from "../user-objects.server";
import { renderPdf, type RenderOptions } from "./render-pdf.server";
import { withRenderSlot } from "./render-slots.server";

/** The body of POST /api/generate-pdf (docs/api.md#scoring-and-files): the page to print and its file name. */
export const generatePdfInputSchema = z.object({
  html: z.string().min(1, "htmlRequired"),
  fileName: z.string().trim().min(1, "fileNameRequired").max(200),
  pageSize: z.enum(PAGE_SIZES).optional(),
});

/** Letters, digits, dot, dash, underscore: safe in a path, an R2 key and a Content-Disposition. */
export function safeFileName(name: string): string {
  const clean = name
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\p{L}\p{N}._-]/gu, "")
    .replace(/^\.+/, "");
  return (clean || "document").slice(0, 100);
}

/** Bumped when the renderer changes what the same HTML prints (fonts, print options), so older copies are not served. */
const RENDERER_VERSION = "3";

/**
 * Names what the renderer makes of `html`: the same HTML, page size, fitting target and renderer
 * give the same bytes (fitting is deterministic, docs/fit-to-pages.md).
 */
export function contentHash(html: string, pageSize: PageSize | undefined, fit?: RenderOptions["fit"]): Promise<string> {
  const fitting = fit ? `\nfit ${fit.target} ${fit.templateId}` : "";
  return sha256Hex(`${RENDERER_VERSION}\n${pageSize ?? "A4"}${fitting}\n${html}`);
}

async function contentKey(
  userId: string,
  html: string,
  pageSize: PageSize | undefined,
  fileName: string,
  fit: RenderOptions["fit"],
): Promise<string> {
  return `${userObjectPrefix("pdfs", userId)}${await contentHash(html, pageSize, fit)}/${safeFileName(fileName)}.pdf`;
}

export interface StoredPdf {
  key: string;
  url: string;
  /** Served from an earlier render of exactly this HTML instead of printed again. */
  cached: boolean;
  bytes: () => Promise<Uint8Array<ArrayBuffer>>;
  /** How it paged as it printed; null for a copy printed before this was recorded. */
  layout: PrintLayout | null;
  /** What fitting chose as it printed, when asked to fit (null otherwise). */
  fit: PrintFit | null;
}

/**
 * The PDF of `html` in R2 under a key of the user's named by the content, with a signed link:
 * printed once, then served from R2 for as long as nothing in the HTML changes.
 */
export async function renderAndStorePdf(
  env: Env,
  {
    userId,
    html,
    fileName,
    origin,
    pageSize,
    beforeRender,
    fit,
  }: {
    userId: string;
    html: string;
    fileName: string;
    origin: string;
    pageSize?: PageSize;
    /** Runs only when the PDF must be printed (not stored yet): where a caller counts renders against a limit; throwing stops the render. */
    beforeRender?: () => Promise<void>;
    /** Fit the resume to its target as it prints (./render-pdf.server.ts RenderOptions.fit). */
    fit?: RenderOptions["fit"];
  },
): Promise<StoredPdf> {
  const key = await contentKey(userId, html, pageSize, fileName, fit);
  const url = await signFileUrl(env, origin, key);
  const existing = await env.PDFS.head(key);
  if (existing) {
    return {
      key,
      url,
      cached: true,
      layout: parsePrintLayout(existing.customMetadata?.layout),
      fit: fit ? parsePrintFit(existing.customMetadata?.fit) : null,
      bytes: async () => {
        const object = await env.PDFS.get(key);
        if (!object) throw new Error(`The stored PDF ${key} disappeared.`);
        return new Uint8Array(await object.arrayBuffer());
      },
    };
  }
  await beforeRender?.();
  // One user's renders are bounded, so nobody can hold every tab (render-slots.server.ts).
  const pdf = await withRenderSlot(env, userId, () =>
    renderPdf(env, html, { appOrigin: origin, pageSize, ...(fit ? { fit } : {}) }),
  );
  await env.PDFS.put(key, pdf.bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: {
      userId,
      ...(pdf.layout ? { layout: JSON.stringify(pdf.layout) } : {}),
      ...(pdf.fit ? { fit: JSON.stringify(pdf.fit) } : {}),
    },
  });
  return { key, url, cached: false, bytes: async () => pdf.bytes, layout: pdf.layout ?? null, fit: pdf.fit ?? null };
}
