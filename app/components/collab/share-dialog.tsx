import { COLLABORATOR_ROLES, type CollaboratorRole } from "~/domain/collab/roles";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "~/components/modal-dialog";
import { apiRequest } from "~/lib/api-client";
import { errorText } from "~/i18n/api-errors";
import {
  anyAnswer,
  collaboratorsAnswer,
  invitationAnswer,
  roleChangeAnswer,
  type Collaborator,
} from "~/lib/api-responses";

/**
 * The owner's Share dialog: invite by e-mail as editor, suggester or viewer, see who has access,
 * change a person's role, remove. Each answer is said as what happened: an address that already
 * has access gets no invitation, and the dialog says so.
 * Rendered apart from its button, whose place in the toolbar changes with the window's width: a
 * dialog inside it was unmounted (and closed) by a resize across that width.
 */
export function ShareDialog({ resumeId, open, onClose }: { resumeId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // `load` must not change with `t`: its effect would refetch whenever `t` is a new function.
  const translate = useRef(t);
  translate.current = t;
  const [collaborators, setCollaborators] = useState<Collaborator[]>([]);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<CollaboratorRole>("editor");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      const result = await apiRequest(`/api/resumes/${resumeId}/collaborators`, collaboratorsAnswer, { method: "GET" });
      setCollaborators(result.collaborators);
    } catch (error) {
      setMessage({
        tone: "error",
        text: errorText(translate.current, error, translate.current("panels.share.loadFailed")),
      });
    }
  }, [resumeId]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  /** How the dialog names a person: their name once they have an account, else the address. */
  const who = (collaborator: Pick<Collaborator, "name" | "email">) => collaborator.name ?? collaborator.email;

  async function invite(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await apiRequest(`/api/resumes/${resumeId}/collaborators`, invitationAnswer, {
        body: { email, role },
      });
      const name = who(answer.collaborator);
      const text = answer.created
        ? answer.emailSent
          ? t("panels.share.sent", { email })
          : t("panels.share.sentNoEmail", { email })
        : answer.previousRole === answer.collaborator.role
          ? t(`panels.share.alreadyHas.${answer.collaborator.role}`, { name })
          : t(`panels.share.alreadyHadNowRole.${answer.collaborator.role}`, { name });
      setMessage({ tone: "success", text });
      setEmail("");
      await load();
    } catch (error) {
      setMessage({ tone: "error", text: errorText(t, error, t("panels.share.inviteFailed")) });
    } finally {
      setBusy(false);
    }
  }

  async function changeRole(collaborator: Collaborator, next: CollaboratorRole) {
    setMessage(null);
    // Shown at once; the list is read again either way.
    setCollaborators((all) => all.map((one) => (one.email === collaborator.email ? { ...one, role: next } : one)));
    try {
      const answer = await apiRequest(
        `/api/resumes/${resumeId}/collaborators/${encodeURIComponent(collaborator.userId ?? collaborator.email)}`,
        roleChangeAnswer,
        { method: "PATCH", body: { role: next } },
      );
      setMessage({
        tone: "success",
        text: t(`panels.share.nowRole.${answer.collaborator.role}`, { name: who(collaborator) }),
      });
    } catch (error) {
      setMessage({ tone: "error", text: errorText(t, error, t("panels.share.roleFailed")) });
    }
    await load();
  }

  async function remove(collaborator: Collaborator) {
    setMessage(null);
    try {
      await apiRequest(
        `/api/resumes/${resumeId}/collaborators/${encodeURIComponent(collaborator.userId ?? collaborator.email)}`,
        anyAnswer,
        { method: "DELETE" },
      );
      await load();
    } catch (error) {
      setMessage({ tone: "error", text: errorText(t, error, t("panels.share.removeFailed")) });
    }
  }

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="share-title" className="w-[min(32rem,calc(100vw-2rem))]">
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="share-title" className="text-lg font-semibold">
            {t("panels.share.title")}
          </h2>
          <button
            type="button"
            className="btn-ghost h-8 w-8 p-0"
            aria-label={t("panels.share.close")}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div id="share-roles" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <p>{t("panels.share.intro")}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>{t("panels.share.editorCan")}</li>
            <li>{t("panels.share.suggesterCan")}</li>
            <li>{t("panels.share.viewerCan")}</li>
          </ul>
          <p className="mt-1">{t("panels.share.ownerOnly")}</p>
        </div>
        <form className="mt-4 flex flex-wrap gap-2" onSubmit={(event) => void invite(event)}>
          <label htmlFor="share-email" className="sr-only">
            {t("panels.share.emailLabel")}
          </label>
          <input
            id="share-email"
            type="email"
            required
            className="input min-w-0 flex-1"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label htmlFor="share-role" className="sr-only">
            {t("panels.share.role")}
          </label>
          <select
            id="share-role"
            aria-describedby="share-roles"
            className="input w-auto"
            value={role}
            onChange={(event) => setRole(event.target.value as CollaboratorRole)}
          >
            <option value="editor">{t("panels.share.editor")}</option>
            <option value="suggester">{t("panels.share.suggester")}</option>
            <option value="viewer">{t("panels.share.viewer")}</option>
          </select>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t("panels.share.inviting") : t("panels.share.invite")}
          </button>
        </form>
        {message ? (
          <p
            role={message.tone === "error" ? "alert" : "status"}
            className={`mt-3 text-sm ${message.tone === "error" ? "text-red-600 dark:text-red-400" : "text-emerald-700 dark:text-emerald-300"}`}
          >
            {message.text}
          </p>
        ) : null}
        <h3 className="mt-6 text-sm font-semibold">{t("panels.share.people")}</h3>
        {collaborators.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("panels.share.onlyYou")}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
            {collaborators.map((collaborator) => (
              <li key={collaborator.email} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate">
                  {collaborator.name ? `${collaborator.name} · ` : ""}
                  {collaborator.email}
                </span>
                {/* The role never truncates with a long address. */}
                <span className="flex shrink-0 items-center gap-1 text-slate-500 dark:text-slate-400">
                  <select
                    className="input w-auto py-1 text-xs"
                    aria-label={t("panels.share.roleOf", { name: who(collaborator) })}
                    value={collaborator.role}
                    onChange={(event) => void changeRole(collaborator, event.target.value as CollaboratorRole)}
                  >
                    {COLLABORATOR_ROLES.map((each) => (
                      <option key={each} value={each}>
                        {t(`panels.share.listed.${each}`)}
                      </option>
                    ))}
                  </select>
                  {collaborator.userId ? null : t("panels.share.invited")}
                </span>
                <button
                  type="button"
                  className="btn-ghost px-2 py-1 text-xs text-red-600 dark:text-red-400"
                  onClick={() => void remove(collaborator)}
                  aria-label={t("panels.share.removeWho", { email: collaborator.email })}
                >
                  {t("panels.share.remove")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}
