import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "~/domain/collab/roles";

/**
 * Says so when the owner changes this person's role while their page is open: the page has already
 * switched (an editor made a suggester now suggests, a viewer reads), and they should know why
 * (docs/collaboration.md#roles).
 */
export function useRoleChangeNotice(role: Role, toast: (text: string, tone?: "info") => void): void {
  const { t } = useTranslation();
  const previous = useRef(role);
  useEffect(() => {
    if (previous.current === role) return;
    previous.current = role;
    if (role !== "owner") toast(t(`editorChrome.toast.roleChanged.${role}`), "info");
  }, [role, toast, t]);
}
