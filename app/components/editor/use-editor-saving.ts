import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { useToast } from "~/components/toast";
import { recordSavePoint } from "~/components/history/save-point";
import { noteEditorLeft } from "~/lib/editor-left";
import { useWarnBeforeUnload } from "~/components/use-warn-before-unload";
import { staysOnResume, useLeaveGuard } from "./use-leave-guard";
import { useResumeSaver, type Draft, type SaveState } from "./use-resume-saver";

/** How long Save waits for the room to acknowledge what is on screen. */
const FLUSH_TIMEOUT_MS = 5000;

interface RoomSide {
  version: number;
  pendingCount: number;
  hasPending: () => boolean;
  status: "connecting" | "connected" | "disconnected";
}

/**
 * Where the editor's edits are stored: by the room while live collaboration is on, else by REST
 * (use-resume-saver.ts). Save waits for what is on screen to be stored and records a save point;
 * switching collaboration on saves what is local first; leaving stores unsent edits first, or asks.
 * The switch itself is `useState` in the route because the room needs it before this hook runs.
 */
export function useEditorSaving({
  resumeId,
  canEdit,
  room,
  draft,
  collaborationOn,
  setCollaborationOn,
  toast,
}: {
  resumeId: string;
  canEdit: boolean;
  room: RoomSide;
  draft: Draft;
  collaborationOn: boolean;
  setCollaborationOn: (on: boolean) => void;
  toast: ReturnType<typeof useToast>;
}) {
  const { t } = useTranslation();
  const saver = useResumeSaver(resumeId, room.version, draft, canEdit && !collaborationOn);
  const roomSaveState: SaveState = room.pendingCount > 0 ? (room.status === "connected" ? "saving" : "dirty") : "saved";

  // Leaving a live room: the dashboard reads D1 again once the room's write-back is due.
  useEffect(() => {
    if (!collaborationOn) return;
    return () => noteEditorLeft();
  }, [collaborationOn]);

  useWarnBeforeUnload(collaborationOn && room.pendingCount > 0);

  const pendingRef = useRef(room.pendingCount);
  pendingRef.current = room.pendingCount;
  /** Resolves once everything on screen is stored: by the room when collaborating, else by REST. */
  async function flushEdits(): Promise<boolean> {
    if (!collaborationOn) return saver.save();
    for (let waited = 0; waited < FLUSH_TIMEOUT_MS; waited += 100) {
      if (pendingRef.current === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  async function saveNow() {
    if (await flushEdits()) {
      toast(t("editorChrome.toast.saved"));
      // An explicit Save is also a point in the version history; failing to make one never fails the save.
      if (canEdit) void recordSavePoint(resumeId).catch(() => undefined);
    } else
      toast(
        collaborationOn ? t("editorChrome.toast.offline") : (saver.lastError() ?? t("editorChrome.toast.notSaved")),
        "error",
      );
  }

  async function switchCollaboration(on: boolean) {
    // Turning it on hands the resume back to the room: save what is local first.
    if (on && canEdit && !(await saver.save())) return;
    setCollaborationOn(on);
  }

  const leaving = useLeaveGuard({
    stays: (next) => staysOnResume(next, resumeId),
    active: canEdit,
    unstored: () => (collaborationOn ? room.hasPending() : saver.dirty),
    store: flushEdits,
    onSlow: () => toast(t("editorChrome.leave.saving")),
  });

  return {
    saver,
    saveState: collaborationOn ? roomSaveState : saver.state,
    flushEdits,
    saveNow,
    switchCollaboration,
    leaving,
  };
}
