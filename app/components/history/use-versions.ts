import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { opSchema, type Op, type RoomDocument } from "~/domain/collab/protocol";
import { savedJobDescriptionSchema } from "~/domain/resume/job-description";
import { PAGE_SIZES, resumeDataSchema } from "~/domain/resume/schema";
import { VERSION_KINDS, type VersionMeta } from "~/domain/resume/versions";
import { TEMPLATE_IDS } from "~/domain/templates/ids";
import { ApiError, apiRequest } from "~/lib/api-client";

const metaSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.enum(VERSION_KINDS),
  name: z.string().nullable(),
  authors: z.array(z.object({ id: z.string(), name: z.string() })),
  summary: z.string(),
});
const documentSchema = z.object({ data: resumeDataSchema, templateId: z.enum(TEMPLATE_IDS), pageSize: z.enum(PAGE_SIZES), jobDescription: savedJobDescriptionSchema.nullable() });
const listAnswer = z.object({ versions: z.array(metaSchema) });
const versionAnswer = z.object({ version: metaSchema.extend({ document: documentSchema }) });
const createdAnswer = z.object({ version: metaSchema.nullable() });
const restoredAnswer = z.object({ version: metaSchema, savedBefore: metaSchema.nullable(), ops: z.array(opSchema), resumeVersion: z.number() });

export type LoadedVersion = VersionMeta & { document: RoomDocument };

export function errorText(caught: unknown, fallback: string): string {
  return caught instanceof ApiError ? caught.message : fallback;
}

/** The History panel's data: the list (loaded while `open`), the selected version's document, and the actions. */
export function useVersions(resumeId: string, open: boolean) {
  const [versions, setVersions] = useState<VersionMeta[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<LoadedVersion | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const { t } = useTranslation();
  const translate = useRef(t);
  translate.current = t;

  const refresh = useCallback(async () => {
    try {
      const answer = await apiRequest(`/api/resumes/${resumeId}/versions`, listAnswer, { method: "GET" });
      setVersions(answer.versions);
      setError(null);
    } catch (caught) {
      setError(errorText(caught, translate.current("panels.history.loadFailed")));
    }
  }, [resumeId]);

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
        const answer = await apiRequest(`/api/resumes/${resumeId}/versions/${versionId}`, versionAnswer, { method: "GET" });
        setSelected(answer.version as LoadedVersion);
        setError(null);
      } catch (caught) {
        setError(errorText(caught, translate.current("panels.history.openFailed")));
      } finally {
        setLoadingId(null);
      }
    },
    [resumeId],
  );

  /** Names the current state; returns the new version (null when nothing was made). */
  const nameCurrent = useCallback(
    async (name: string): Promise<VersionMeta | null> => {
      const answer = await apiRequest(`/api/resumes/${resumeId}/versions`, createdAnswer, { body: { name } });
      await refresh();
      return answer.version;
    },
    [resumeId, refresh],
  );

  const restore = useCallback(
    async (versionId: string): Promise<{ ops: Op[] }> => {
      const answer = await apiRequest(`/api/resumes/${resumeId}/versions/${versionId}/restore`, restoredAnswer, {});
      await refresh();
      return { ops: answer.ops as Op[] };
    },
    [resumeId, refresh],
  );

  return { versions, error, selected, loadingId, select, nameCurrent, restore, refresh };
}

/** The editor's explicit Save also records a save point (no-op when nothing changed since the newest version). */
export async function recordSavePoint(resumeId: string): Promise<void> {
  await apiRequest(`/api/resumes/${resumeId}/versions`, createdAnswer, { body: {} });
}
