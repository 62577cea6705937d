import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ATS_BAND_MESSAGES, bandFor, type AtsBand, type RoleFitText, type SuggestionText } from "~/domain/ats/types";
import { useComputedText } from "~/components/use-computed-text";

interface AtsPanelResult {
  score: number;
  keywordsFound: string[];
  missingSkills: string[];
  /** The suggestions, most important first: the engine's English and its code (absent in analyses stored by older versions). */
  feedback: Array<{ message: string; text?: SuggestionText }>;
  rawScore: number;
  maxPossible: number;
  /** How close the resume's recent roles are to the job's occupation (absent in analyses stored by older versions). */
  roleFit?: { relation: string; message: string; text?: RoleFitText };
  /** Missing skills the resume names a related skill for: partial credit, shown apart. */
  relatedSkills?: Array<{ skill: string; via: string }>;
}

const BAND_STYLES: Record<AtsBand, { bar: string; fg: string }> = {
  excellent: { bar: "bg-emerald-500", fg: "text-emerald-700 dark:text-emerald-300" },
  good: { bar: "bg-amber-400", fg: "text-amber-700 dark:text-amber-300" },
  poor: { bar: "bg-red-500", fg: "text-red-700 dark:text-red-300" },
};

/**
 * The band of docs/product.md#constants (80+ excellent, 60-79 good, below 60 poor), its English
 * text and colours. Shown on screen through `panels.ats.band.<band>` (docs/i18n.md).
 */
export function bandOf(score: number) {
  const band = bandFor(score);
  return { band, text: ATS_BAND_MESSAGES[band], ...BAND_STYLES[band] };
}

interface Props {
  result: AtsPanelResult | null;
  analyzing: boolean;
  exporting: boolean;
  onAnalyze: () => void;
  onExport: () => void;
  analyzeUrl?: string;
  /** "Tailor for this job": a reviewed copy of the resume for the saved job (absent without one). */
  onTailor?: () => void;
  tailoring?: boolean;
}

/** The 'ATS Score Analysis' panel: empty state, or the score with what it is made of. */
export function AtsPanel({
  result,
  analyzing,
  exporting,
  onAnalyze,
  onExport,
  analyzeUrl,
  onTailor,
  tailoring,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={analyzing} className="card p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold">
        {t("panels.ats.heading")}
      </h2>
      {!result ? (
        <div className="py-4 text-center">
          <p className="font-semibold">{t("panels.ats.emptyTitle")}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("panels.ats.emptyBody")}</p>
          <button
            type="button"
            className="btn-primary mt-4"
            onClick={onAnalyze}
            disabled={analyzing}
            aria-busy={analyzing}
          >
            {analyzing ? t("panels.ats.analyzing") : t("panels.ats.getScore")}
          </button>
        </div>
      ) : (
        <AtsResultView
          result={result}
          analyzing={analyzing}
          exporting={exporting}
          onAnalyze={onAnalyze}
          onExport={onExport}
          analyzeUrl={analyzeUrl}
        />
      )}
      {onTailor ? (
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
          <button
            type="button"
            className="btn-primary w-full"
            onClick={onTailor}
            disabled={tailoring}
            aria-busy={tailoring}
          >
            {tailoring ? t("panels.ats.tailoring") : t("panels.ats.tailor")}
          </button>
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t("panels.ats.tailorHint")}</p>
        </div>
      ) : null}
    </section>
  );
}

function AtsResultView({
  result,
  analyzing,
  exporting,
  onAnalyze,
  onExport,
  analyzeUrl,
}: Omit<Props, "result"> & { result: AtsPanelResult }) {
  const { t } = useTranslation();
  const computed = useComputedText();
  const band = bandOf(result.score);
  return (
    <div className="space-y-4">
      <div>
        <div className="flex items-baseline justify-between">
          <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("panels.ats.overall")}</span>
          <span className={`text-3xl font-extrabold ${band.fg}`} data-testid="ats-score">
            {result.score}
          </span>
        </div>
        <div
          className="mt-2 h-3 rounded-full bg-slate-200 dark:bg-slate-700"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={result.score}
          aria-label={t("panels.ats.meter")}
        >
          <div className={`h-3 rounded-full ${band.bar}`} style={{ width: `${Math.max(2, result.score)}%` }} />
        </div>
        <p className={`mt-2 text-sm font-medium ${band.fg}`}>{t(`panels.ats.band.${band.band}`)}</p>
      </div>
      {result.roleFit ? (
        <div>
          <h3 className="text-sm font-semibold">{t("panels.ats.roleFit")}</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="ats-role-fit">
            {computed.roleFit(result.roleFit)}
          </p>
        </div>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold">
          {t("panels.ats.keywordsFound")}{" "}
          <span className="font-normal text-slate-500 dark:text-slate-400">
            {t("panels.ats.keywordsOf", { found: result.rawScore, max: result.maxPossible })}
          </span>
        </h3>
        <ChipList items={result.keywordsFound} tone="good" empty={t("panels.ats.noKeywords")} />
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t("panels.ats.missingSkills")}</h3>
        <ChipList
          items={result.missingSkills.filter(
            (skill) => !result.relatedSkills?.some((related) => related.skill === skill),
          )}
          tone="missing"
          empty={t("panels.ats.noMissing")}
        />
      </div>
      {result.relatedSkills && result.relatedSkills.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">
            {t("panels.ats.related")}{" "}
            <span className="font-normal text-slate-500 dark:text-slate-400">{t("panels.ats.relatedHint")}</span>
          </h3>
          <ChipList
            items={result.relatedSkills.map(({ skill, via }) => t("panels.ats.relatedVia", { skill, via }))}
            tone="related"
            empty=""
          />
        </div>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold">{t("panels.ats.suggestions")}</h3>
        {result.feedback.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t("panels.ats.nothingToImprove")}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {result.feedback.map((item, index) => (
              <li key={index}>{computed.suggestion(item)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={onAnalyze} disabled={analyzing} aria-busy={analyzing}>
          {analyzing ? t("panels.ats.reanalyzing") : t("panels.ats.reanalyze")}
        </button>
        <button type="button" className="btn-secondary" onClick={onExport} disabled={exporting} aria-busy={exporting}>
          {exporting ? t("panels.ats.exporting") : t("panels.ats.exportReport")}
        </button>
        {analyzeUrl ? (
          <a href={analyzeUrl} className="btn-ghost">
            {t("panels.ats.fullAnalysis")}
          </a>
        ) : null}
      </div>
    </div>
  );
}

export const CHIP_TONES = {
  good: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200",
  related: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  missing: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200",
} as const;

export function ChipList({ items, tone, empty }: { items: string[]; tone: keyof typeof CHIP_TONES; empty: string }) {
  if (items.length === 0) return <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  const style = CHIP_TONES[tone];
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-2 py-0.5 text-xs font-medium ${style}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
