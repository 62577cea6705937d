/**
 * Browser Rendering sessions, reused. Launching a browser costs about a second; connecting to an
 * idle one costs milliseconds. Each export connects to an idle session of the account when there
 * is one, launches only when there is none, and afterwards disconnects (the session stays alive
 * for `keep_alive`) instead of closing. A Browser object cannot outlive its request in Workers,
 * so nothing is cached in the isolate: the session list is the pool.
 */
import puppeteer, { type Browser } from "@cloudflare/puppeteer";

const KEEP_ALIVE_MS = 120_000;

type Binding = Parameters<typeof puppeteer.launch>[0];

async function connectIdle(binding: Binding): Promise<Browser | null> {
  let sessions: Awaited<ReturnType<typeof puppeteer.sessions>> = [];
  try {
    sessions = await puppeteer.sessions(binding);
  } catch {
    return null;
  }
  for (const session of sessions) {
    if (session.connectionId) continue;
    try {
      return await puppeteer.connect(binding, session.sessionId);
    } catch {
      // Taken by another request a moment ago, or gone: try the next one.
    }
  }
  return null;
}

export async function acquireBrowser(env: Pick<Env, "BROWSER">): Promise<{ browser: Browser; reused: boolean }> {
  const binding = env.BROWSER as unknown as Binding;
  const idle = await connectIdle(binding);
  if (idle) return { browser: idle, reused: true };
  return { browser: await puppeteer.launch(binding, { keep_alive: KEEP_ALIVE_MS }), reused: false };
}

/** Hands the session back for the next export. */
export async function releaseBrowser(browser: Browser): Promise<void> {
  try {
    await browser.disconnect();
  } catch {
    // Already gone.
  }
}

/** A browser that misbehaved is closed, not returned to the pool. */
export async function discardBrowser(browser: Browser): Promise<void> {
  try {
    await browser.close();
  } catch {
    // Already gone.
  }
}
