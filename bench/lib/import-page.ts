/**
 * The product's own import reader (app/lib/read-import-file.ts), bundled for a page that
 * bench/import.bench.mjs opens on the running site: window.benchImport(name, base64) reads the
 * file exactly as the /import page does and says how long it took.
 */
import { readImportFile } from "~/lib/read-import-file";

declare global {
  interface Window {
    benchImport: (
      name: string,
      base64: string,
    ) => Promise<{ ms: number; data: unknown; flags: number; error?: string }>;
  }
}

/** One factory, so the reader keeps its worker between files as the page does. */
const benchWorker = () => new Worker("/__import-worker.js", { type: "module" });

window.benchImport = async (name, base64) => {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const file = new File([bytes], name);
  const started = performance.now();
  try {
    // The worker's own bundle is served beside this page by the bench (bench/import.bench.mjs).
    const { result } = await readImportFile(file, undefined, benchWorker);
    return { ms: performance.now() - started, data: result.data, flags: Object.keys(result.flags).length };
  } catch (error) {
    return { ms: performance.now() - started, data: null, flags: 0, error: String(error) };
  }
};
