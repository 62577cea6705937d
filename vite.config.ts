import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { existsSync, readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { UI_LANGUAGES } from "./app/i18n/languages";
import { getLoadContext } from "./load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * `virtual:translation-chunks`: each language's translations chunk in the client build and the
 * chunks it imports (docs/i18n.md, "Loading the languages"), for the root's
 * `<link rel="modulepreload">`. The server build runs after the client build, whose Vite manifest
 * is still on disk then; the client build and `vite dev` get an empty table (no preload).
 */
function translationChunks(): Plugin {
  const id = "virtual:translation-chunks";
  let ssr = false;
  return {
    name: "translation-chunks",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const manifestPath = new URL("./build/client/.vite/manifest.json", import.meta.url).pathname;
      const table: Record<string, string[]> = {};
      if (ssr && existsSync(manifestPath)) {
        const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        const files = (key: string, seen = new Set<string>()): string[] => {
          if (seen.has(key) || !manifest[key]) return [];
          seen.add(key);
          return [`/${manifest[key].file}`, ...(manifest[key].imports ?? []).flatMap((child) => files(child, seen))];
        };
        for (const language of UI_LANGUAGES) {
          table[language] = files(`app/i18n/resources/${language}.ts`);
          if (table[language].length === 0) throw new Error(`translation-chunks: no client chunk for ${language}`);
        }
      }
      return `export default ${JSON.stringify(table)};`;
    },
  };
}

/**
 * `vite dev` hands the server build to Remix itself, not through workers/entry.ts: the build it
 * loads gets the same one wrapper of every route's errors (`answerDomainErrors`, from the build's
 * own entry module), so a missing resume is a 404 there too, not a 500.
 */
function answerDomainErrorsInDev(): Plugin {
  return {
    name: "answer-domain-errors-in-dev",
    apply: "serve",
    configureServer(server) {
      const load = server.ssrLoadModule.bind(server);
      server.ssrLoadModule = async (url, options) => {
        const loaded = await load(url, options);
        if (url !== "virtual:remix/server-build") return loaded;
        const entry = loaded.entry as {
          module: { answerDomainErrors: (build: Record<string, unknown>) => Record<string, unknown> };
        };
        return entry.module.answerDomainErrors(loaded);
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    // Only `vite dev` needs the bindings proxy; the build must not start a local runtime.
    command === "serve" ? cloudflareDevProxyVitePlugin({ getLoadContext }) : null,
    command === "serve" ? answerDomainErrorsInDev() : null,
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
    translationChunks(),
  ],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  // The import's worker (app/lib/import.worker.ts) loads mammoth lazily: ES modules split; IIFE cannot.
  worker: { format: "es" },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
}));
