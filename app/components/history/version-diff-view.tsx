import { Trans, useTranslation } from "react-i18next";
import { useComputedText } from "~/components/use-computed-text";
import type { DiffPart } from "~/domain/resume/word-diff";
import type { FieldDiff, SectionDiff } from "~/domain/resume/version-diff";

/** Words only the current resume has are struck through in red; words only this version has are green. */
function Parts({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "removed" ? (
          <del
            key={index}
            className="rounded bg-red-100 text-red-800 decoration-red-700 dark:bg-red-950 dark:text-red-200"
          >
            <span className="sr-only">{t("panels.history.srCurrent")}</span>
            {part.text}
          </del>
        ) : (
          <ins
            key={index}
            className="rounded bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-200"
          >
            <span className="sr-only">{t("panels.history.srThisVersion")}</span>
            {part.text}
          </ins>
        ),
      )}
    </p>
  );
}

function Field({ field }: { field: FieldDiff }) {
  const computed = useComputedText();
  const { t } = useTranslation();
  // "Current" is a yes/no field the domain words in English (version-diff.ts asText): shown translated.
  const yesNo = (text: string) =>
    text === "Yes" ? t("panels.history.yes") : text === "No" ? t("panels.history.no") : text;
  const parts =
    field.field === "current" ? field.parts.map((part) => ({ ...part, text: yesNo(part.text) })) : field.parts;
  return (
    <div className="mt-2">
      <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{computed.diffField(field)}</p>
      <Parts parts={parts} />
    </div>
  );
}

/** The differences between this version and the current resume, section by section. */
export function VersionDiffView({ sections }: { sections: SectionDiff[] }) {
  const { t } = useTranslation();
  const computed = useComputedText();
  if (sections.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t("panels.history.same")}</p>;
  return (
    <div className="space-y-4" data-testid="version-diff">
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <Trans
          i18nKey="panels.history.legend"
          components={{
            ins: (
              <ins className="rounded bg-emerald-100 px-1 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-200" />
            ),
            del: <del className="rounded bg-red-100 px-1 text-red-800 dark:bg-red-950 dark:text-red-200" />,
          }}
        />
      </p>
      {sections.map((section) => (
        <section
          key={section.section}
          aria-label={computed.sectionLabel(section)}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <h4 className="text-sm font-semibold">{computed.sectionLabel(section)}</h4>
          {section.fields.map((field) => (
            <Field key={field.label} field={field} />
          ))}
          {section.entries.map((entry) => (
            <div key={entry.id} className="mt-3 border-t border-slate-100 pt-2 dark:border-slate-800">
              <p className="text-sm font-medium">
                {computed.entryTitle(entry)}{" "}
                <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
                  · {t(`panels.history.status.${entry.status}`)}
                </span>
              </p>
              {entry.status === "edited"
                ? entry.fields.map((field) => <Field key={field.label} field={field} />)
                : null}
            </div>
          ))}
          {section.reordered ? (
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t("panels.history.reordered")}</p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
