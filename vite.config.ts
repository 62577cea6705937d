import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { getLoadContext } from "./load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    // Only `vite dev` needs the bindings proxy; the build must not start a local runtime.
    command === "serve" ? cloudflareDevProxyVitePlugin({ getLoadContext }) : null,
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
