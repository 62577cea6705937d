/**
 * "This job is a … job": the search behind the analysis page's occupation picker
 * (GET /api/occupations) and the check that a chosen occupation exists, both against the ATS
 * engine's O*NET tables, loaded on first use (ats-data.server.ts).
 */
import { occupationByCode, searchOccupations } from "~/domain/ats";
import { DomainError } from "~/lib/domain-error";
import { ensureAtsData } from "./ats-data.server";

/** docs/api.md#scoring-and-files: a query longer than any occupation's title finds nothing anyway. */
export const OCCUPATION_SEARCH = { maxQuery: 60, defaultLimit: 12, maxLimit: 20 } as const;

export interface OccupationMatch {
  code: string;
  title: string;
}

export async function findOccupations(
  env: Pick<Env, "ASSETS">,
  query: string,
  limit: number,
): Promise<OccupationMatch[]> {
  await ensureAtsData(env);
  return searchOccupations(query, limit).map(({ code, title }) => ({ code, title }));
}

/**
 * Refuses a chosen occupation (a saved job's `occupation`, a score's `jobOccupation`) that is not
 * one of O*NET's; the format is the schema's check. `unknownOccupation`, a 400, before anything is
 * written or scored.
 */
export async function assertKnownOccupation(env: Pick<Env, "ASSETS">, code: string | undefined): Promise<void> {
  if (!code) return;
  await ensureAtsData(env);
  if (!occupationByCode(code)) throw new DomainError("unknownOccupation", { occupation: code });
}
