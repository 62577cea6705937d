/**
 * A variant's panel in the editor (docs/variants.md#the-editor): which master it follows, how many
 * fields still wait for their translation, and the master's changes that wait because this
 * variant changed the same text, each side by side (master before → master now, this version)
 * with Take and Keep mine. Reading the upstream also applies what follows by itself (structure,
 * text the variant did not change), which reaches this editor through its room. It reads again
 * every CHECK_EVERY_MS while the page is visible, when the window gets the focus, and on a click;
 * a language variant reads the master too, for the text shown under each field, and gives the form
 * its "Same in both languages" button (MasterBeside.markAction). A variant in the master's language
 * lists what it may propose to the master, with checkboxes, proposed as suggestions on the master.
 * Loaded only on a variant's editor, with its own texts (./texts.ts).
 */
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { ResumeData } from "~/domain/resume/schema";
import type { VariantLink } from "~/domain/variants/link";
import { fieldPlace, fieldText, type FieldPlace } from "~/domain/variants/field-place";
import { textPaths, valueAt } from "~/domain/variants/sync";
import { errorText } from "~/i18n/api-errors";
import { apiRequest } from "~/lib/api-client";
import type { MasterBeside } from "./master-beside";
import { ChangeSides } from "../change-sides";
import { useVariantTexts } from "./texts";

/**
 * Each read costs a few D1 statements and two room calls: once a minute keeps an open variant's
 * editor near the capacity model's budget (docs/capacity.md), the focus and the button cover the rest.
 */
const CHECK_EVERY_MS = 60_000;

const changeSchema = z.object({
  id: z.string(),
  path: z.string(),
  masterBefore: z.unknown(),
  masterAfter: z.unknown(),
  variantNow: z.unknown(),
});
const proposableSchema = z.object({ path: z.string(), newEntry: z.boolean() });
const upstreamAnswer = z.object({
  changes: z.array(changeSchema),
  needsTranslation: z.array(z.string()),
  proposable: z.array(proposableSchema).default([]),
});
const proposedAnswer = z.object({ suggestions: z.array(z.object({ id: z.string() })) });
const masterAnswer = z.object({ data: z.looseObject({}) });
type Change = z.infer<typeof changeSchema>;
type Proposable = z.infer<typeof proposableSchema>;

/** The form's label of a field (app/i18n/resources/en.ts `editor`). */
const FIELD_LABEL: Record<string, string> = {
  summary: "editor.summary",
  skills: "editor.skills",
  address: "editor.address",
  position: "editor.position",
  description: "editor.description",
  degree: "editor.degree",
  fieldOfStudy: "editor.fieldOfStudy",
  name: "editor.projectName",
  technologies: "editor.technologies",
};
const SECTION_LABEL: Record<FieldPlace["section"], string> = {
  summary: "editor.professionalSummary",
  skills: "editor.skills",
  personalInfo: "editor.personalInfo",
  experience: "editor.experience",
  education: "editor.education",
  projects: "editor.projects",
  extraSections: "editor.extraSections",
};

export function UpstreamPanel({
  resumeId,
  link,
  data,
  canEdit,
  onBeside,
  upstreamSignal,
}: {
  resumeId: string;
  link: VariantLink;
  /** The variant as the editor holds it now: a field counts as translated once it differs from the master's text. */
  data: ResumeData;
  canEdit: boolean;
  onBeside: (beside: MasterBeside | null) => void;
  /** Grows when the room says the master changed (a push, docs/variants.md#when-a-sync-runs): read again. */
  upstreamSignal: number;
}) {
  const { t } = useTranslation();
  const v = useVariantTexts();
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [marked, setMarked] = useState<string[]>([]);
  const [master, setMaster] = useState<ResumeData | null>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [proposable, setProposable] = useState<Proposable[]>([]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  /** What was proposed, by path: the text it had then (listed as proposed while the text is the same). */
  const [proposed, setProposed] = useState<ReadonlyMap<string, string>>(new Map());
  const [proposing, setProposing] = useState(false);
  const [proposeMessage, setProposeMessage] = useState<{ text: string; error: boolean } | null>(null);
  const running = useRef(false);
  /** A read was asked for while one ran: it runs again after, so a push's signal is never lost. */
  const again = useRef(false);
  const translate = link.master !== null && link.master.language !== link.language;

  const check = useCallback(async () => {
    if (!link.master) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setChecking(true);
    try {
      const [upstream, masterDoc] = await Promise.all([
        apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/upstream`, upstreamAnswer, { method: "GET" }),
        translate
          ? apiRequest(`/api/resumes/${encodeURIComponent(link.masterId)}`, masterAnswer, { method: "GET" })
          : null,
      ]);
      setChanges(upstream.changes);
      setMarked(upstream.needsTranslation);
      setProposable(upstream.proposable);
      if (masterDoc) setMaster(masterDoc.data as unknown as ResumeData);
      setMessage((current) => (current?.error ? null : current));
    } catch (error) {
      setMessage({ text: v("failed", { reason: errorText(t, error, String(error)) }), error: true });
    } finally {
      running.current = false;
      setChecking(false);
      if (again.current) {
        again.current = false;
        void checkRef.current();
      }
    }
  }, [link.master, link.masterId, resumeId, translate, t, v]);
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    if (upstreamSignal > 0) void checkRef.current();
  }, [upstreamSignal]);

  useEffect(() => {
    void check();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void check();
    }, CHECK_EVERY_MS);
    const onFocus = () => void check();
    window.addEventListener("focus", onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per variant; `check` reads the latest texts
  }, [resumeId, link.masterId]);

  // A marked field counts as translated as soon as its text differs from the master's.
  const toTranslate = useMemo(
    () =>
      master
        ? marked.filter((path) => {
            const mine = fieldText(valueAt(data, path));
            return mine === "" || mine === fieldText(valueAt(master, path));
          })
        : marked,
    [marked, master, data],
  );

  const masterLabel = v("master");
  const needsLabel = v("needsTranslation");
  const sameLabel = v("sameInBoth");

  const markTranslated = useCallback(
    async (path: string) => {
      setMessage(null);
      try {
        const answer = await apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/upstream`, upstreamAnswer, {
          body: { translated: [path] },
        });
        setChanges(answer.changes);
        setMarked(answer.needsTranslation);
      } catch (error) {
        setMessage({ text: v("markFailed", { reason: errorText(t, error, String(error)) }), error: true });
      }
    },
    [resumeId, t, v],
  );
  useEffect(() => {
    if (!translate || !master) {
      onBeside(null);
      return;
    }
    const text = new Map(textPaths(master).map((path) => [path, fieldText(valueAt(master, path))] as const));
    onBeside({
      text,
      toTranslate: new Set(toTranslate),
      language: link.master?.language ?? "",
      labels: { master: masterLabel, needsTranslation: needsLabel },
      ...(canEdit
        ? {
            markAction: (path: string) => (
              <button
                type="button"
                className="mr-2 font-medium text-blue-700 underline dark:text-blue-300"
                onClick={() => void markTranslated(path)}
                data-same-in-both
              >
                {sameLabel}
              </button>
            ),
          }
        : {}),
    });
  }, [
    translate,
    master,
    toTranslate,
    link.master?.language,
    masterLabel,
    needsLabel,
    sameLabel,
    canEdit,
    markTranslated,
    onBeside,
  ]);
  useEffect(() => () => onBeside(null), [onBeside]);

  async function decide(change: Change, choice: "take" | "skip") {
    setBusy(change.id);
    setMessage(null);
    try {
      const answer = await apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/upstream`, upstreamAnswer, {
        body: { [choice]: [change.id] },
      });
      setChanges(answer.changes);
      setMarked(answer.needsTranslation);
      setProposable(answer.proposable);
      setMessage({ text: v(choice === "take" ? "taken" : "skipped"), error: false });
    } catch (error) {
      setMessage({ text: v("decideFailed", { reason: errorText(t, error, String(error)) }), error: true });
      void check();
    } finally {
      setBusy(null);
    }
  }

  async function propose() {
    const paths = proposable.map((item) => item.path).filter((path) => chosen.has(path));
    if (paths.length === 0) return;
    setProposing(true);
    setProposeMessage(null);
    try {
      const answer = await apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/propose`, proposedAnswer, {
        body: { paths },
      });
      setProposed((current) => {
        const next = new Map(current);
        for (const path of paths) next.set(path, fieldText(valueAt(data, path)));
        return next;
      });
      setChosen(new Set());
      setProposeMessage({ text: v("proposed", { count: answer.suggestions.length }), error: false });
    } catch (error) {
      setProposeMessage({ text: v("proposeFailed", { reason: errorText(t, error, String(error)) }), error: true });
      void check();
    } finally {
      setProposing(false);
    }
  }

  const masterHref = link.master
    ? `/builder/${link.master.templateId}?${new URLSearchParams({ resume: link.masterId })}`
    : "";

  const placeOf = (path: string) => {
    const place = fieldPlace(master ?? data, path);
    const field = t((FIELD_LABEL[place.field] ?? "editor.description") as "editor.summary");
    const section = t(SECTION_LABEL[place.section] as "editor.summary");
    if (place.entry === null) return place.section === "personalInfo" ? `${section} · ${field}` : field;
    return [section, place.entry, field].filter(Boolean).join(" · ");
  };

  return (
    <section
      id="upstream-panel"
      aria-labelledby="variant-heading"
      className="card scroll-mt-20 space-y-3 p-4"
      data-testid="upstream-panel"
    >
      <NoticeAtTop
        pending={changes?.length ?? 0}
        toTranslate={translate ? toTranslate.length : 0}
        texts={{
          pending: (count) => v("pending", { count }),
          toTranslate: (count) => v("toTranslate", { count }),
          review: v("review"),
        }}
      />
      <h2 id="variant-heading" className="text-base font-semibold">
        {v("variantOf")}{" "}
        {link.master ? (
          <Link className="text-blue-700 underline dark:text-blue-300" to={masterHref}>
            {link.master.title}
          </Link>
        ) : null}
      </h2>
      {!link.master ? <p className="text-sm text-slate-600 dark:text-slate-300">{v("masterGone")}</p> : null}
      {translate ? (
        <p className="text-sm" data-testid="to-translate">
          {toTranslate.length > 0 ? v("toTranslate", { count: toTranslate.length }) : v("allTranslated")}
        </p>
      ) : null}
      {link.master ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{v("changes")}</h3>
            <button
              type="button"
              className="btn-ghost h-8 px-2 text-sm"
              onClick={() => void check()}
              disabled={checking}
            >
              {checking ? v("checking") : v("check")}
            </button>
          </div>
          {changes === null ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
              {v("checking")}
            </p>
          ) : changes.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{v("upToDate")}</p>
          ) : (
            <ul className="space-y-3">
              {changes.map((change) => (
                <ChangeSides
                  key={change.id}
                  data={{ "data-upstream-change": change.path }}
                  place={placeOf(change.path)}
                  sides={[
                    { label: v("masterBefore"), text: fieldText(change.masterBefore) },
                    { label: v("masterAfter"), text: fieldText(change.masterAfter) },
                    { label: v("variantNow"), text: fieldText(change.variantNow) },
                  ]}
                  empty={v("empty")}
                  decide={
                    canEdit
                      ? {
                          take: v("take"),
                          skip: v("skip"),
                          busy: busy !== null,
                          onTake: () => void decide(change, "take"),
                          onSkip: () => void decide(change, "skip"),
                        }
                      : null
                  }
                />
              ))}
            </ul>
          )}
          {!translate && (proposable.length > 0 || proposeMessage) ? (
            <ProposeList
              items={proposable}
              data={data}
              placeOf={placeOf}
              chosen={chosen}
              proposed={proposed}
              busy={proposing}
              message={proposeMessage}
              masterHref={masterHref}
              onChoose={(path, on) =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (on) next.add(path);
                  else next.delete(path);
                  return next;
                })
              }
              onPropose={() => void propose()}
            />
          ) : null}
        </>
      ) : null}
      {message ? (
        <p
          role={message.error ? "alert" : "status"}
          className={`text-sm ${message.error ? "text-red-700 dark:text-red-300" : "text-emerald-700 dark:text-emerald-300"}`}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The variant's changes the master does not have, each with a checkbox, and one button proposing
 * the chosen ones to the master as suggestions (docs/variants.md#proposing-to-the-master).
 */
function ProposeList({
  items,
  data,
  placeOf,
  chosen,
  proposed,
  busy,
  message,
  masterHref,
  onChoose,
  onPropose,
}: {
  items: Proposable[];
  data: ResumeData;
  placeOf: (path: string) => string;
  chosen: ReadonlySet<string>;
  proposed: ReadonlyMap<string, string>;
  busy: boolean;
  message: { text: string; error: boolean } | null;
  masterHref: string;
  onChoose: (path: string, on: boolean) => void;
  onPropose: () => void;
}) {
  const v = useVariantTexts();
  const shown = items.filter(
    (item) => chosen.has(item.path) || proposed.get(item.path) !== fieldText(valueAt(data, item.path)),
  );
  const done = items.filter((item) => !shown.includes(item));
  return (
    <section aria-labelledby="propose-heading" className="space-y-2" data-testid="propose-list">
      <h3 id="propose-heading" className="text-sm font-semibold">
        {v("proposeHeading")}
      </h3>
      {shown.length > 0 ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{v("proposeIntro")}</p>
          <ul className="space-y-2">
            {shown.map((item) => {
              const id = `propose-${item.path.replace(/[^A-Za-z0-9_-]/g, "-")}`;
              const text = fieldText(valueAt(data, item.path));
              return (
                <li
                  key={item.path}
                  className="flex items-start gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
                  data-proposable={item.path}
                >
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 h-4 w-4 shrink-0 accent-blue-600"
                    checked={chosen.has(item.path)}
                    onChange={(event) => onChoose(item.path, event.target.checked)}
                    aria-describedby={`${id}-text`}
                  />
                  <div className="min-w-0 text-sm">
                    <label htmlFor={id} className="font-medium">
                      {placeOf(item.path)}
                      {item.newEntry ? ` (${v("newEntry")})` : ""}
                    </label>
                    <p
                      id={`${id}-text`}
                      dir="auto"
                      className="line-clamp-3 break-words whitespace-pre-line text-slate-600 dark:text-slate-300"
                    >
                      {text || <span className="italic">{v("empty")}</span>}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="btn-primary h-8 px-3 text-sm"
            disabled={busy || chosen.size === 0}
            onClick={onPropose}
          >
            {busy ? v("proposing") : v("propose")}
          </button>
        </>
      ) : null}
      {done.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-300">
          {done.map((item) => (
            <li key={item.path} data-proposed={item.path}>
              <span aria-hidden="true">✓ </span>
              {v("proposedMark")}: {placeOf(item.path)}
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p
          role={message.error ? "alert" : "status"}
          className={`text-sm ${message.error ? "text-red-700 dark:text-red-300" : "text-emerald-700 dark:text-emerald-300"}`}
        >
          {message.text}{" "}
          {!message.error ? (
            <Link className="text-blue-700 underline dark:text-blue-300" to={masterHref}>
              {v("openMaster")}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Below the widest layout the panel sits under the form and the preview, a long way down on a
 * phone: what waits in it is said at the top of the form too (the builder's `variant-notice`
 * slot), with a link down to it.
 */
function NoticeAtTop({
  pending,
  toTranslate,
  texts,
}: {
  pending: number;
  toTranslate: number;
  texts: { pending: (count: number) => string; toTranslate: (count: number) => string; review: string };
}) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById("variant-notice")), []);
  if (!slot || (pending === 0 && toTranslate === 0)) return null;
  const said = [pending > 0 ? texts.pending(pending) : null, toTranslate > 0 ? texts.toTranslate(toTranslate) : null];
  return createPortal(
    <p
      className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100"
      data-testid="variant-notice"
    >
      <span>{said.filter(Boolean).join(" · ")}</span>
      <a className="font-medium underline" href="#upstream-panel">
        {texts.review}
      </a>
    </p>,
    slot,
  );
}
