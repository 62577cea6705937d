/** The messages between the import page and its worker (./import.worker.ts). */
import type { ImportKind, ImportMessageCode } from "~/domain/import/file";
import type { ImportResult } from "~/domain/import/types";

export interface ImportWorkerRequest {
  /** Echoed in the answer: one worker serves the page's reads. */
  id: number;
  name: string;
  bytes: Uint8Array;
}

export type ImportWorkerAnswer = { id: number } & (
  | { type: "done"; kind: ImportKind; result: ImportResult | null }
  | { type: "refused"; code: ImportMessageCode }
  | { type: "failed"; message: string }
);
