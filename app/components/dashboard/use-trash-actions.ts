import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useCallback, useEffect, useRef } from "react";
import { useToast } from "~/components/toast";
import { actionErrorText } from "~/i18n/api-errors";
import type { ErrorCode, ErrorParams } from "~/lib/error-catalogue";
import type { VariantsChoice } from "~/domain/variants/input";

/** The dashboard's Trash intents (its action's form posts, docs/product.md#trash). */
export type TrashIntent = "delete" | "restore" | "deleteForever";

const DONE = {
  delete: "trash.moved",
  restore: "trash.restored",
  deleteForever: "trash.deletedForever",
} as const satisfies Record<TrashIntent, string>;

/**
 * Moving to the Trash, restoring and deleting forever from the dashboard, with a toast when done
 * (an Undo on "Moved to Trash" restores). One fetcher for the page, not one per card: the card of
 * a resume that moved is gone by the time the answer comes, and the toast must still show.
 */
export function useTrashActions() {
  const fetcher = useFetcher<{ error?: string; code?: ErrorCode; params?: ErrorParams }>();
  const toast = useToast();
  const { t } = useTranslation();
  const pending = useRef<{
    intent: TrashIntent;
    id: string;
    title: string;
    /** Variants that went to the Trash with it. */
    variants: number;
    started: boolean;
  } | null>(null);

  /** `variants`: what happens to a master's variants when it moves to the Trash. */
  const run = useCallback(
    (intent: TrashIntent, resume: { id: string; title: string; variantCount?: number }, variants?: VariantsChoice) => {
      const going = intent === "delete" && variants === "trash" ? (resume.variantCount ?? 0) : 0;
      pending.current = { intent, id: resume.id, title: resume.title, variants: going, started: false };
      fetcher.submit(
        { intent, id: resume.id, ...(intent === "delete" && variants ? { variants } : {}) },
        { method: "post", action: "/dashboard" },
      );
    },
    [fetcher],
  );

  useEffect(() => {
    const done = pending.current;
    if (!done) return;
    // Done is idle after having been busy: a render before the submission began is not the end of it.
    if (fetcher.state !== "idle") {
      done.started = true;
      return;
    }
    if (!done.started) return;
    pending.current = null;
    // A success redirects (no data); a refusal answers with its reason.
    if (fetcher.data?.error) {
      toast(actionErrorText(t, fetcher.data), "error");
      return;
    }
    // The card that held the focus is gone: the keyboard goes on from the section it left.
    keepFocus(done.intent === "delete" ? "my-resumes-heading" : "trash-heading");
    const undo = done.intent === "delete" ? { label: t("trash.undo"), run: () => run("restore", done) } : undefined;
    const said =
      done.variants > 0
        ? t("trash.movedWithVariants", { count: done.variants })
        : t(DONE[done.intent], { title: done.title });
    toast(said, done.intent === "delete" ? "info" : "success", undo);
  }, [fetcher.state, fetcher.data, toast, run, t]);

  /** The resume whose action is under way, if any. */
  const busyId = fetcher.state === "idle" ? null : ((fetcher.formData?.get("id") as string | null) ?? null);
  return { run, busyId };
}

/** Focuses the heading (or the page's title) when the focus was lost with a removed element. */
function keepFocus(headingId: string): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  (document.getElementById(headingId) ?? document.querySelector<HTMLElement>("main h1"))?.focus({
    preventScroll: true,
  });
}
