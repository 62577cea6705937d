/**
 * Untrusted HTML to PDF through Browser Rendering. The page runs with JavaScript off, without
 * resource hints and under a default-src 'none' policy (lock-down-html.server.ts), and every
 * request intercepted: the app's own fonts and assets are answered from the ASSETS binding (the
 * browser never touches the network), everything else is refused.
 *
 * Every render goes through one Durable Object (workers/pdf-renderer.ts) that keeps a browser
 * open and prints in a few tabs at once, queueing the rest, so a burst of exports never exceeds
 * Browser Rendering's session and launch limits (docs/decisions/pdf-renderer.md).
 */
import type { Browser, HTTPRequest, Page } from "@cloudflare/puppeteer";
import type { PageSize } from "~/domain/resume/schema";
import { DomainError } from "~/lib/domain-error";
import { fitVariables, resolveFit } from "~/domain/layout/fit-css";
import { printLayoutOf, type PrintFit, type PrintLayout } from "~/domain/layout/print-layout";
import { solveFitAsync, type FitResult } from "~/domain/layout/solver";
import type { Fitted } from "~/domain/resume/fit-settings";
import { DEFAULT_TEMPLATE_ID, isTemplateId, type TemplateId } from "~/domain/resume/template-ids";
import { LAYOUTS } from "~/domain/templates/layouts";
import { overflowLines } from "~/lib/page-fit-measure";
import { pageDocument, type PageMetrics } from "~/lib/preview-pagination";
import type { ErrorParams } from "~/lib/error-catalogue";
import { AssetCache, type CachedAsset } from "./asset-cache.server";
import { lockDownHtml } from "./lock-down-html.server";

export const PDF_TIMEOUT_MS = 20_000;
export const MAX_HTML_BYTES = 1024 * 1024;
const ASSET_PATH = /^\/(fonts|assets|templates)\/[\w./-]+$/;

type PdfFailureCode = "pdfBusy" | "pdfTimeout" | "pdfFailed";

/** A print that failed: every renderer tab taken (pdfBusy), too slow (pdfTimeout) or broken (pdfFailed, with its reason). */
export class PdfRenderError extends DomainError {
  constructor(
    override readonly code: PdfFailureCode,
    override readonly params: ErrorParams = {},
  ) {
    super(code, params);
  }
}

/** A print that failed for a reason other than our own: its words go into pdfFailed. */
export const pdfFailure = (error: unknown): PdfFailure => ({
  ok: false,
  code: "pdfFailed",
  params: { reason: error instanceof Error ? error.message : "unknown error" },
});
export type PdfFailure = { ok: false; code: PdfFailureCode; params: ErrorParams };

export interface RenderedPdf {
  bytes: Uint8Array<ArrayBuffer>;
  blockedRequests: string[];
  reusedSession: boolean;
  /** How the document paged as it printed (docs/fit-to-pages.md). */
  layout?: PrintLayout | null;
  /** What fitting chose in the tab, when the render was asked to fit (RenderOptions.fit). */
  fit?: PrintFit | null;
}

export interface RenderOptions {
  appOrigin: string;
  pageSize?: PageSize;
  /**
   * Fit the resume to `target` pages before printing, with the editor's solver and ladder
   * (docs/fit-to-pages.md#fitting-without-a-browser). `html` must be a resume rendered with a
   * target (its template CSS reads fitting's custom properties), of `templateId`.
   */
  fit?: { target: 1 | 2; templateId: TemplateId };
}

/** What the renderer object answers: RPC keeps plain data, not error classes. */
export type RenderAnswer = ({ ok: true } & RenderedPdf) | PdfFailure;
export type PictureAnswer = { ok: true; bytes: Uint8Array<ArrayBuffer> } | PdfFailure;

/**
 * Font files kept by the renderer object (./asset-cache.server.ts): 24 MB holds every template face
 * and a few hundred CJK slices, well inside a Durable Object's memory.
 */
const fontCache = new AssetCache(24 * 1024 * 1024);

/** An asset of ours: fonts from the renderer's memory when it has them, everything from ASSETS. */
async function loadAsset(env: Pick<Env, "ASSETS">, appOrigin: string, path: string): Promise<CachedAsset | null> {
  const cacheable = path.startsWith("/fonts/");
  const cached = cacheable ? fontCache.get(path) : undefined;
  if (cached) return cached;
  const response = await env.ASSETS.fetch(new Request(`${appOrigin}${path}`));
  if (!response.ok) return null;
  const asset = {
    body: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get("Content-Type") ?? "application/octet-stream",
  };
  if (cacheable) fontCache.set(path, asset);
  return asset;
}

/** Answers one request of the page: an asset of ours from ASSETS, anything else refused. */
async function answer(request: HTTPRequest, env: Pick<Env, "ASSETS">, appOrigin: string, blocked: string[]) {
  const url = request.url();
  if (url.startsWith("data:") || url === "about:blank") return request.continue();
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL at all.
  }
  if (parsed && parsed.origin === appOrigin && ASSET_PATH.test(parsed.pathname) && !parsed.pathname.includes("..")) {
    const asset = await loadAsset(env, appOrigin, parsed.pathname);
    if (asset) {
      return request.respond({
        status: 200,
        // The page is about:blank, so its font loads are cross-origin and need CORS to be used.
        headers: { "Access-Control-Allow-Origin": "*" },
        contentType: asset.contentType,
        body: asset.body as unknown as string,
      });
    }
  }
  blocked.push(url.slice(0, 200));
  return request.abort("blockedbyclient");
}

/**
 * Loads `html` locked down in a new tab of `browser` and runs `run` on it within the render
 * timeout; the tab is closed afterwards. Throws PdfRenderError.
 */
async function inLockedTab<T>(
  browser: Browser,
  env: Pick<Env, "ASSETS">,
  html: string,
  { appOrigin }: RenderOptions,
  run: (page: Page) => Promise<T>,
): Promise<{ result: T; blockedRequests: string[] }> {
  const blocked: string[] = [];
  const page = await browser.newPage();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const work = (async () => {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on("request", (request) => {
        void answer(request, env, appOrigin, blocked).catch(() => request.abort().catch(() => undefined));
      });
      await page.setContent(lockDownHtml(html, appOrigin), { waitUntil: "load", timeout: PDF_TIMEOUT_MS });
      await page.evaluateHandle("document.fonts.ready").catch(() => undefined);
      return run(page);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PdfRenderError("pdfTimeout")), PDF_TIMEOUT_MS);
    });
    return { result: await Promise.race([work, timeout]), blockedRequests: blocked };
  } catch (error) {
    if (error instanceof PdfRenderError) throw error;
    throw new PdfRenderError("pdfFailed", pdfFailure(error).params);
  } finally {
    clearTimeout(timer);
    await page.close().catch(() => undefined);
  }
}

/** Prints `html` to PDF in a new tab of `browser`. Throws PdfRenderError. */
export async function printInTab(
  browser: Browser,
  env: Pick<Env, "ASSETS">,
  html: string,
  options: RenderOptions,
): Promise<Omit<RenderedPdf, "reusedSession">> {
  const { result, blockedRequests } = await inLockedTab(browser, env, html, options, async (page) => {
    const fit = options.fit ? await fitInTab(page, options.fit, options.pageSize === "Letter" ? "Letter" : "A4") : null;
    // Print breaks where the live preview does (docs/fit-to-pages.md): the preview's own paging,
    // run here on the screen layout, forces each of its breaks. Page scripts stay off; this is the
    // renderer's own code, sent through the protocol.
    const layout = (await page.evaluate(
      pageDocument as (pageSize: string, forPrint: boolean) => unknown,
      options.pageSize === "Letter" ? "Letter" : "A4",
      true,
    )) as PageMetrics;
    const pdf = await page.pdf({
      printBackground: true,
      preferCSSPageSize: true,
      format: options.pageSize === "Letter" ? "letter" : "a4",
      timeout: PDF_TIMEOUT_MS,
    });
    return { pdf, layout, fit };
  });
  return {
    bytes: new Uint8Array(result.pdf),
    blockedRequests,
    layout: printLayoutOf(result.layout),
    ...(options.fit ? { fit: result.fit } : {}),
  };
}

const FIT_VARIABLES = ["--rf-space", "--rf-lh", "--rf-font", "--rf-mv", "--rf-mh"];

/**
 * Sets fitting's custom properties on the page's root element and its print margins (an @page
 * rule after the document's own), as the editor's applyFit does in the preview's iframe; null
 * takes both away, so the document's own stored settings apply again (app/lib/page-fit-measure.ts
 * clearFit). Sent through the protocol like pageDocument: it uses nothing from outside its body.
 */
function setFitInPage(variables: Record<string, string> | null, pageCss: string | null): void {
  const root = document.documentElement;
  for (const name of ["--rf-space", "--rf-lh", "--rf-font", "--rf-mv", "--rf-mh"]) root.style.removeProperty(name);
  root.style.removeProperty("position");
  document.body.style.removeProperty("position");
  const old = document.getElementById("rf-fit-page");
  if (old) old.remove();
  if (!variables) return;
  for (const name of Object.keys(variables)) root.style.setProperty(name, variables[name] ?? "");
  if (pageCss) {
    const style = document.createElement("style");
    style.id = "rf-fit-page";
    style.textContent = pageCss;
    document.head.appendChild(style);
  }
}

/** The custom properties and print margins of `settings` for one template (null: as designed). */
function fitInPageArgs(templateId: TemplateId, settings: Fitted | null): [Record<string, string>, string] {
  const layout = LAYOUTS[isTemplateId(templateId) ? templateId : DEFAULT_TEMPLATE_ID];
  const resolved = resolveFit(settings, layout.margin, layout.css);
  const variables = fitVariables(resolved);
  if (Object.keys(variables).some((name) => !FIT_VARIABLES.includes(name))) throw new Error("Unknown fit variable.");
  return [variables, `@page { margin: ${resolved.marginMm.vertical}mm ${resolved.marginMm.horizontal}mm; }`];
}

/**
 * Runs the fit solver in the print tab (docs/fit-to-pages.md#fitting-without-a-browser): each
 * rung set on the same document and paged as the preview pages it, the same ladder walk as the
 * editor's (solveFit and solveFitAsync share it). Leaves the tab showing what it chose, or the
 * document's own settings when nothing fits; the caller then pages it for print.
 */
async function fitInTab(
  page: Page,
  { target, templateId }: { target: 1 | 2; templateId: TemplateId },
  pageSize: "A4" | "Letter",
): Promise<PrintFit> {
  const apply = (settings: Fitted | null) => page.evaluate(setFitInPage, ...fitInPageArgs(templateId, settings));
  const result: FitResult = await solveFitAsync(target, async (settings) => {
    await apply(settings);
    const metrics = (await page.evaluate(
      pageDocument as (pageSize: string, forPrint: boolean) => unknown,
      pageSize,
      false,
    )) as PageMetrics;
    return { pages: metrics.pages, overflowLines: overflowLines(metrics, target) };
  });
  if (result.ok) {
    await apply(result.fitted);
    return { ok: true, target, fitted: result.fitted };
  }
  // Nothing fits: nothing changes, the resume prints with its own settings.
  await page.evaluate(setFitInPage, null, null);
  return { ok: false, target, overBy: result.overBy };
}

/** Width of a first-page picture, in pixels: a dashboard card's thumbnail at 2x. */
export const THUMBNAIL_WIDTH_PX = 480;

/** A PNG of the first page of `html` as printed, THUMBNAIL_WIDTH_PX wide. Throws PdfRenderError. */
export async function pictureInTab(
  browser: Browser,
  env: Pick<Env, "ASSETS">,
  html: string,
  options: RenderOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const page = PAGE_PX[options.pageSize ?? "A4"];
  const { result } = await inLockedTab(browser, env, html, options, async (tab) => {
    // Screen media, as the live preview shows it: the templates turn their print margins into padding there.
    await tab.setViewport({
      width: Math.round(page.width),
      height: Math.round(page.height),
      deviceScaleFactor: THUMBNAIL_WIDTH_PX / page.width,
    });
    return tab.screenshot({ type: "png", clip: { x: 0, y: 0, width: page.width, height: page.height } });
  });
  return new Uint8Array(result as Uint8Array);
}

/** A printed page in CSS pixels. */
const PAGE_PX = {
  A4: { width: (210 * 96) / 25.4, height: (297 * 96) / 25.4 },
  Letter: { width: 8.5 * 96, height: 11 * 96 },
} as const;

/** The one renderer object every render goes through (docs/decisions/pdf-renderer.md). */
function theRenderer(env: Pick<Env, "PDF_RENDERER">) {
  return env.PDF_RENDERER.get(env.PDF_RENDERER.idFromName("pdf-renderer"));
}

/** The first page of `html` as a PNG, from the same renderer object. */
export async function renderPicture(
  env: Pick<Env, "PDF_RENDERER">,
  html: string,
  options: RenderOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const renderer = theRenderer(env);
  const answer = await renderer.picture(html, options);
  if (!answer.ok) throw new PdfRenderError(answer.code, answer.params);
  return answer.bytes;
}

/** The one renderer object (one browser, a few tabs, a queue) every export goes through. */
export async function renderPdf(
  env: Pick<Env, "PDF_RENDERER">,
  html: string,
  options: RenderOptions,
): Promise<RenderedPdf> {
  const renderer = theRenderer(env);
  const answer = await renderer.render(html, options);
  if (!answer.ok) throw new PdfRenderError(answer.code, answer.params);
  const { bytes, blockedRequests, reusedSession, layout, fit } = answer;
  return { bytes, blockedRequests, reusedSession, layout: layout ?? null, fit: fit ?? null };
}
