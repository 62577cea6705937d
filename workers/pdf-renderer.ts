/**
 * The PDF renderer: one Durable Object that keeps a Browser Rendering session open and prints in
 * up to PDF_TABS tabs at once; further renders wait in line (first come, first served) for at
 * most PDF_QUEUE_WAIT_MS. A Worker request cannot keep a browser beyond itself, and every request
 * launching its own exceeds the platform's session and launch limits in a burst; an object can
 * (docs/decisions/pdf-renderer.md).
 */
import type { Browser } from "@cloudflare/puppeteer";
import { DurableObject } from "cloudflare:workers";
import { acquireBrowser, discardBrowser, releaseBrowser } from "../app/server/pdf/browser-pool.server";
import {
  PdfRenderError,
  pdfFailure,
  pictureInTab,
  printInTab,
  type PdfFailure,
  type PictureAnswer,
  type RenderAnswer,
  type RenderOptions,
} from "../app/server/pdf/render-pdf.server";
import { PDF_QUEUE_WAIT_MS, PDF_TABS } from "../app/server/pdf/render-limits";
import { QueueTimeout, TabQueue } from "../app/server/pdf/tab-queue";
/** With nothing printing for this long the browser is handed back (it stays alive for reuse). */
const IDLE_RELEASE_MS = 30_000;

export class PdfRenderer extends DurableObject<Env> {
  private readonly tabs = new TabQueue(PDF_TABS, PDF_QUEUE_WAIT_MS);
  private browser: Promise<{ browser: Browser; reused: boolean }> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  async render(html: string, options: RenderOptions): Promise<RenderAnswer> {
    return this.inTab(async (browser, reused) => ({
      ok: true,
      ...(await printInTab(browser, this.env, html, options)),
      reusedSession: reused,
    }));
  }

  /** The first page as a PNG (dashboard thumbnails), through the same tabs and queue. */
  async picture(html: string, options: RenderOptions): Promise<PictureAnswer> {
    return this.inTab(async (browser) => ({ ok: true, bytes: await pictureInTab(browser, this.env, html, options) }));
  }

  private async inTab<T extends { ok: true }>(
    work: (browser: Browser, reused: boolean) => Promise<T>,
  ): Promise<T | PdfFailure> {
    try {
      await this.tabs.enter();
    } catch (error) {
      if (error instanceof QueueTimeout) return { ok: false, code: "pdfBusy", params: {} };
      throw error;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    try {
      const { browser, reused } = await this.openBrowser();
      try {
        return await work(browser, reused);
      } catch (error) {
        // A browser that stopped answering is not used again.
        if (!browser.isConnected()) this.forget(browser, true);
        throw error;
      }
    } catch (error) {
      if (error instanceof PdfRenderError) return { ok: false, code: error.code, params: error.params };
      return pdfFailure(error);
    } finally {
      this.tabs.leave();
      if (this.tabs.busy === 0) this.idleTimer = setTimeout(() => void this.releaseIdle(), IDLE_RELEASE_MS);
    }
  }

  /** The open browser, or a session reused or launched once for every tab waiting on it. */
  private openBrowser(): Promise<{ browser: Browser; reused: boolean }> {
    if (this.browser) {
      const current = this.browser;
      return current.then((held) => {
        if (held.browser.isConnected()) return { browser: held.browser, reused: true };
        if (this.browser === current) this.browser = null;
        return this.openBrowser();
      });
    }
    const opening = acquireBrowser(this.env);
    this.browser = opening;
    opening.catch(() => {
      if (this.browser === opening) this.browser = null;
    });
    return opening;
  }

  private forget(browser: Browser, broken: boolean) {
    this.browser = null;
    void (broken ? discardBrowser(browser) : releaseBrowser(browser));
  }

  private async releaseIdle() {
    if (this.tabs.busy > 0 || !this.browser) return;
    const held = await this.browser.catch(() => null);
    if (held && this.tabs.busy === 0) this.forget(held.browser, false);
  }
}
