import type { TestProject } from "vitest/node";
import { startSite } from "../../scripts/lib/site.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    stateDir: string;
    logFile: string;
  }
}

/** One real site for the whole end-to-end run; every test file talks to it through Chromium. */
export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide("baseUrl", site.url);
  project.provide("stateDir", site.stateDir);
  project.provide("logFile", site.logFile);
  return async () => {
    await site.stop();
  };
}
