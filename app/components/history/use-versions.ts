import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { opSchema, type Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import { savedJobDescriptionSchema } from "~/domain/resume/job-description";
import { PAGE_SIZES, resumeDataSchema } from "~/domain/resume/schema";
import { VERSION_KINDS, type VersionMeta } from "~/domain/resume/versions";
import { TEMPLATE_IDS } from "~/domain/resume/template-ids";
import { errorText } from "~/i18n/api-errors";
import { apiRequest } from "~/lib/api-client";

/** A version as the API lists it, of a document whose versions are of these `kinds`. */
export function versionMetaSchema<const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) {
  return z.object({
    id: z.string(),
    createdAt: z.string(),
    kind: z.enum(kinds),
    name: z.string().nullable(),
    authors: z.array(z.object({ id: z.string(), name: z.string() })),
    summary: z.string(),
  });
}

const metaSchema = versionMetaSchema(VERSION_KINDS);
const documentSchema = z.object({
  data: resumeDataSchema,
  templateId: z.enum(TEMPLATE_IDS),
  pageSize: z.enum(PAGE_SIZES),
  jobDescription: savedJobDescriptionSchema.nullable(),
});
const listAnswer = z.object({ versions: z.array(metaSchema) });
const versionAnswer = z.object({ version: metaSchema.extend({ document: documentSchema }) });
const createdAnswer = z.object({ version: metaSchema.nullable() });
const restoredAnswer = z.object({
  version: metaSchema,
  savedBefore: metaSchema.nullable(),
  ops: z.array(opSchema),
  resumeVersion: z.number(),
});

export type LoadedVersion = VersionMeta & { document: RoomDocument };

/** What a versions API answers, parsed: a resume's or a cover letter's (docs/api.md). */
export interface VersionAnswers<Selected extends VersionMeta, Restored> {
  list: z.ZodType<{ versions: VersionMeta[] }>;
  version: z.ZodType<{ version: Selected }>;
  created: z.ZodType<{ version: VersionMeta | null }>;
  restored: z.ZodType<Restored>;
}

/**
 * A History drawer's data under `base` (`/api/resumes/{id}/versions` or the letter's): the list
 * (loaded while `open`), the selected version, and naming and restoring. `failed` holds the
 * already translated fallbacks for errors the API does not word itself.
 */
export function useVersionHistory<Selected extends VersionMeta, Restored>(
  base: string,
  open: boolean,
  answers: VersionAnswers<Selected, Restored>,
  failed: { load: string; open: string },
) {
  const [versions, setVersions] = useState<VersionMeta[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  // Read when an error happens: the loaders must not change with the texts (their effect would refetch).
  const { t } = useTranslation();
  const context = useRef({ answers, failed, t });
  context.current = { answers, failed, t };

  const refresh = useCallback(async () => {
    try {
      const answer = await apiRequest(base, context.current.answers.list, { method: "GET" });
      setVersions(answer.versions);
      setError(null);
    } catch (caught) {
      setError(errorText(context.current.t, caught, context.current.failed.load));
    }
  }, [base]);

  useEffect(() => {
    if (open) void refresh();
    else setSelected(null);
  }, [open, refresh]);

  const select = useCallback(
    async (versionId: string | null): Promise<void> => {
      if (versionId === null) {
        setSelected(null);
        return;
      }
      setLoadingId(versionId);
      try {
        const answer = await apiRequest(`${base}/${versionId}`, context.current.answers.version, { method: "GET" });
        setSelected(answer.version);
        setError(null);
      } catch (caught) {
        setError(errorText(context.current.t, caught, context.current.failed.open));
      } finally {
        setLoadingId(null);
      }
    },
    [base],
  );

  /** Names the current state; returns the new version (null when nothing was made). */
  const nameCurrent = useCallback(
    async (name: string): Promise<VersionMeta | null> => {
      const answer = await apiRequest(base, context.current.answers.created, { body: { name } });
      await refresh();
      return answer.version;
    },
    [base, refresh],
  );

  const restore = useCallback(
    async (versionId: string): Promise<Restored> => {
      const answer = await apiRequest(`${base}/${versionId}/restore`, context.current.answers.restored, {});
      await refresh();
      return answer;
    },
    [base, refresh],
  );

  return { versions, error, selected, loadingId, select, nameCurrent, restore, refresh };
}

const RESUME_ANSWERS: VersionAnswers<LoadedVersion, z.infer<typeof restoredAnswer>> = {
  list: listAnswer,
  version: versionAnswer as z.ZodType<{ version: LoadedVersion }>,
  created: createdAnswer,
  restored: restoredAnswer,
};

/** The resume History panel's data (useVersionHistory on the resume's versions). */
export function useVersions(resumeId: string, open: boolean) {
  const { t } = useTranslation();
  const history = useVersionHistory(`/api/resumes/${resumeId}/versions`, open, RESUME_ANSWERS, {
    load: t("panels.history.loadFailed"),
    open: t("panels.history.openFailed"),
  });
  const { restore: restoreAnswer } = history;
  const restore = useCallback(
    async (versionId: string): Promise<{ ops: Op[] }> => ({ ops: (await restoreAnswer(versionId)).ops as Op[] }),
    [restoreAnswer],
  );
  return { ...history, restore };
}
