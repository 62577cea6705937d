/**
 * The import's reader, off the page's thread (docs/import.md#limits): a file that takes too long
 * or too much is this worker's problem, and the page ends it (./read-import-file.ts). One file per
 * message; the answer is the result (null for a PDF found within bounds: the page reads it with
 * PDF.js), an import error's code, or "failed".
 */
import { ImportFileError } from "~/domain/import/file";
import { readInWorker } from "./read-import-worker-side";
import type { ImportWorkerAnswer, ImportWorkerRequest } from "./import-worker-protocol";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null;
  postMessage: (answer: ImportWorkerAnswer) => void;
};

scope.onmessage = (event) => {
  const { id, name, bytes } = event.data;
  readInWorker(name, bytes).then(
    (read) => scope.postMessage({ id, type: "done", ...read }),
    (error: unknown) =>
      scope.postMessage(
        error instanceof ImportFileError
          ? { id, type: "refused", code: error.code }
          : { id, type: "failed", message: String(error) },
      ),
  );
};
