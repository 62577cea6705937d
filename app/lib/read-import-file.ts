/**
 * Reads a resume file the user picked, in the browser, in a worker (./import.worker.ts): the page
 * stays responsive whatever the file holds, and a file that takes longer than
 * READ_LIMITS.readMs, or kills the worker, ends as "too large or damaged to read" (a zip
 * bomb, 330 MB of paragraphs and a 300 MB PDF stream each left the import page dead; docs/import.md#limits). Nothing
 * leaves the browser until the user confirms the review. Import lazily: the worker brings mammoth
 * and this module PDF.js (a PDF is read on the page, decoded in PDF.js's own worker). See docs/import.md.
 */
import { READ_LIMITS } from "~/domain/import/file-guards";
import { checkSize, ImportFileError, type ImportKind } from "~/domain/import/file";
import type { ImportResult } from "~/domain/import/types";
import type { ImportWorkerAnswer, ImportWorkerRequest } from "./import-worker-protocol";
import { readPdf, type ImportProgress } from "./read-import-pdf";

export type { ImportProgress };

/** The import worker, as the app's build bundles it; the import bench brings its own bundle. */
const makeImportWorker = () => new Worker(new URL("./import.worker.ts", import.meta.url), { type: "module" });

/**
 * One worker for the page's reads, started on the first and kept while it behaves: starting one
 * (and loading mammoth into it) costs more than reading a two-page PDF. A worker that runs out of
 * time or dies is ended, and the next read starts a fresh one.
 */
let shared: { worker: Worker; make: () => Worker } | null = null;
let nextId = 0;

function workerFrom(make: () => Worker): Worker {
  if (!shared || shared.make !== make) {
    shared?.worker.terminate();
    shared = { worker: make(), make };
  }
  return shared.worker;
}

function endWorker(worker: Worker): void {
  worker.terminate();
  if (shared?.worker === worker) shared = null;
}

/** The import worker's reading (or, for a PDF, checking) of the file, ended after `signal` aborts. */
function readInWorker(
  name: string,
  bytes: Uint8Array,
  signal: AbortSignal,
  make: () => Worker,
): Promise<{ kind: ImportKind; result: ImportResult | null }> {
  const worker = workerFrom(make);
  const id = ++nextId;
  return new Promise<{ kind: ImportKind; result: ImportResult | null }>((resolve, reject) => {
    let settled = false;
    const settle = () => {
      settled = true;
      worker.removeEventListener("message", onMessage);
      worker.removeEventListener("error", onError);
    };
    const onMessage = (event: MessageEvent<ImportWorkerAnswer>) => {
      const answer = event.data;
      if (answer.id !== id) return;
      settle();
      if (answer.type === "done") resolve({ kind: answer.kind, result: answer.result });
      else if (answer.type === "refused") reject(new ImportFileError(answer.code));
      else {
        endWorker(worker);
        reject(new ImportFileError("tooLargeToRead"));
      }
    };
    // The worker died (out of memory, a crash in a library): the file is the cause.
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      settle();
      endWorker(worker);
      reject(new ImportFileError("tooLargeToRead"));
    };
    signal.addEventListener("abort", () => {
      if (settled) return;
      settle();
      endWorker(worker);
      reject(new ImportFileError("tooLargeToRead"));
    });
    worker.addEventListener("message", onMessage);
    worker.addEventListener("error", onError);
    // A copy, not a transfer: a PDF comes back to the page to be read.
    worker.postMessage({ id, name, bytes } satisfies ImportWorkerRequest);
  });
}

export async function readImportFile(
  file: File,
  onProgress: (progress: ImportProgress) => void = () => undefined,
  makeWorker: () => Worker = makeImportWorker,
): Promise<{ kind: ImportKind; result: ImportResult }> {
  checkSize(file.size);
  onProgress({ step: "opening" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), READ_LIMITS.readMs);
  try {
    const read = await readInWorker(file.name, bytes, deadline.signal, makeWorker);
    if (read.result) return { kind: read.kind, result: read.result };
    const timedOut = new Promise<never>((_, reject) =>
      deadline.signal.addEventListener("abort", () => reject(new ImportFileError("tooLargeToRead"))),
    );
    return { kind: read.kind, result: await Promise.race([readPdf(bytes, onProgress, deadline.signal), timedOut]) };
  } finally {
    clearTimeout(timer);
  }
}
