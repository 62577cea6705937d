/**
 * Texts the domain computes, in the interface language (docs/i18n.md "Computed texts"). The domain
 * gives each text in English and as a code with parameters; these render the code through the
 * `computed.*` resources. Parameters that are data (skills, titles, the resume's own words) go in
 * as they are; fixed words (sections, levels, degrees, soft skills) are translated. English pages
 * show the domain's English itself (`localized`), so they stay exactly as before.
 */
import type { TFunction } from "i18next";
import type { RoleFitText, SuggestionText } from "~/domain/ats/messages";
import type { ScoreDetailText, ScoreLabelText } from "~/domain/ats/score-texts";
import type { AtsComponentId } from "~/domain/ats/types";
import { humanize, type SkipNoticeText, type SkipTarget } from "~/domain/collab/undo-changes";
import type { ImportMessageCode } from "~/domain/import/file";
import { entryTitleText } from "~/domain/resume/entry-title";
import { readVersionSummary, type SummaryPart } from "~/domain/resume/version-summary";
import type { QuestionText, ReasonText } from "~/domain/tailor/reasons";

/** For keys made from data (a soft skill's label, a degree level): checked by the tests, with the English as fallback. */
type LooseT = (key: string, options: Record<string, unknown>) => string;
const loose = (t: TFunction): LooseT => t as unknown as LooseT;

/** "a, b and c" in the interface language. */
export function listIn(t: TFunction, items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return t("computed.list", { head: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}

/** The job's occupation, marked as the user's choice when they chose it. */
const chosenJobIn = (t: TFunction, { job, chosen }: { job: string; chosen?: true }): string =>
  chosen ? t("computed.ats.roleFit.chosenJob", { job }) : job;

export function roleFitIn(t: TFunction, text: RoleFitText): string {
  switch (text.code) {
    case "noJob":
      return t("computed.ats.roleFit.noJob");
    case "noRole":
      return t("computed.ats.roleFit.noRole", { job: chosenJobIn(t, text.params) });
    case "placed": {
      const { source, text: written, occupation, relation } = text.params;
      const job = chosenJobIn(t, text.params);
      const untitled = (source === "latestRole" || source === "role") && !written;
      const what = t(
        `computed.ats.roleFit.what.${untitled ? (source === "role" ? "roleUntitled" : "latestRoleUntitled") : source}`,
        { text: written, occupation },
      );
      return t("computed.ats.roleFit.placed", { what, job, relation: t(`computed.ats.roleFit.relation.${relation}`) });
    }
  }
}

export function suggestionIn(t: TFunction, text: SuggestionText): string {
  switch (text.code) {
    case "roleFit":
      return t("computed.ats.suggestion.roleFit", { roleFit: roleFitIn(t, text.params.roleFit) });
    case "seniorityHigher":
    case "seniorityLower":
      return t(`computed.ats.suggestion.${text.code}`, {
        job: t(`computed.ats.level.${text.params.job}`),
        resume: t(`computed.ats.level.${text.params.resume}`),
      });
    case "education": {
      const degree = loose(t)(`computed.ats.degree.${text.params.degree}`, {
        defaultValue: t("computed.ats.degree.other"),
      });
      return t(
        text.params.flexible ? "computed.ats.suggestion.educationFlexible" : "computed.ats.suggestion.education",
        { degree },
      );
    }
    case "length":
      return t(`computed.ats.suggestion.length.${text.params.verdict}`, { words: text.params.words });
    case "softSkill": {
      const skills = text.params.skills.map((label) =>
        loose(t)(`computed.ats.softSkill.${label}`, { defaultValue: label.toLowerCase() }),
      );
      return t("computed.ats.suggestion.softSkill", { skills: listIn(t, skills), count: text.params.count });
    }
    case "keyword":
      return t("computed.ats.suggestion.keyword", {
        keywords: listIn(
          t,
          text.params.keywords.map((keyword) => t("computed.ats.quoted", { text: keyword })),
        ),
      });
    default:
      return t(`computed.ats.suggestion.${text.code}`, text.params);
  }
}

export function reasonIn(t: TFunction, text: ReasonText): string {
  switch (text.code) {
    case "skillsFirst":
      return t("computed.tailor.reason.skillsFirst", {
        skills: listIn(t, text.params.skills),
        count: text.params.skills.length,
      });
    case "bulletsWithSkills":
      return t("computed.tailor.reason.bulletsWithSkills", { skills: listIn(t, text.params.skills) });
    case "wording":
      return t("computed.tailor.reason.wording", {
        ...text.params,
        importance: t(`computed.tailor.importance.${text.params.importance}`),
      });
    case "missingSkill": {
      const { skill, importance, related } = text.params;
      const params = { skill, related, importance: t(`computed.tailor.importance.${importance}`) };
      return t(
        related === null ? "computed.tailor.reason.missingSkill" : "computed.tailor.reason.missingSkillRelated",
        params,
      );
    }
    case "summaryJobTitle":
    case "summaryOwnTitle":
      return t(`computed.tailor.reason.${text.code}`, { title: text.params.title });
    case "bulletsByWords":
    case "summarySkills":
      return t(`computed.tailor.reason.${text.code}`);
  }
}

export function questionIn(t: TFunction, text: QuestionText): string {
  return t("computed.tailor.haveYouUsed", { skill: text.params.skill });
}

function summaryPartIn(t: TFunction, part: SummaryPart): string {
  const key = "computed.history.summary";
  switch (part.code) {
    case "personal":
      return t(`${key}.personal`, {
        fields: part.params.fields.map((field) => t(`computed.history.personalInline.${field}`)).join(", "),
      });
    case "skills":
      return t(part.params.more > 0 ? `${key}.skillsMore` : `${key}.skills`, {
        changes: part.params.changes.join(", "),
        more: part.params.more,
      });
    case "entries": {
      const { section, added, edited, removed, reordered } = part.params;
      const changes = [
        added > 0 ? t(`${key}.entriesAdded`, { count: added }) : "",
        edited > 0 ? t(`${key}.entriesEdited`, { count: edited }) : "",
        removed > 0 ? t(`${key}.entriesRemoved`, { count: removed }) : "",
        reordered ? t(`${key}.entriesReordered`) : "",
      ];
      return t(`${key}.entries`, {
        section: t(`computed.history.section.${section}`),
        changes: changes.filter(Boolean).join(", "),
      });
    }
    case "template":
      return t(`${key}.template`, { template: part.params.template });
    case "pageSize":
      return t(`${key}.pageSize`, { size: part.params.size });
    case "letterField":
      return t(`${key}.letterField`, { field: t(`computed.history.letterField.${part.params.field}`) });
    case "paragraphsAdded":
    case "paragraphsRemoved":
    case "paragraphsEdited":
      return t(`${key}.${part.code}`, { count: part.params.count });
    default:
      return t(`${key}.${part.code}`);
  }
}

/** A version's stored summary line in the interface language; a line it cannot read is shown as stored. */
export function versionSummaryIn(t: TFunction, summary: string): string {
  const parts = readVersionSummary(summary);
  return parts ? parts.map((part) => summaryPartIn(t, part)).join("; ") : summary;
}

/** A diff's field label: known fields translated, any other as the domain labels it. */
export function diffFieldIn(t: TFunction, field: { field: string; label: string }): string {
  return loose(t)(`computed.history.field.${field.field}`, { defaultValue: field.label });
}

/** "Developer at Acme", or "Untitled entry". */
export function entryTitleIn(t: TFunction, parts: readonly string[]): string {
  if (parts.length === 0) return t("computed.history.untitledEntry");
  if (parts.length === 2) return t("computed.history.entryTitle", { first: parts[0], second: parts[1] });
  return entryTitleText(parts);
}

const capitalized = (text: string): string => `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;

/** A score breakdown component's heading ("Hard skills"). */
export function scoreComponentIn(t: TFunction, id: AtsComponentId): string {
  return t(`computed.ats.score.component.${id}`);
}

/** A breakdown item's label: "Same occupation", "5+ years of experience", "Email address". */
export function scoreLabelIn(t: TFunction, text: ScoreLabelText): string {
  const key = "computed.ats.score";
  switch (text.code) {
    case "relation":
      return t(`${key}.relation.${text.params.relation}`);
    case "years":
    case "degree":
      return t(`${key}.label.${text.code}`);
    case "yearsRequired":
      return t(`${key}.label.yearsRequired`, { years: text.params.years });
    case "degreeRequired":
      return capitalized(loose(t)(`${key}.degree.${text.params.degree}`, { defaultValue: t(`${key}.degree.other`) }));
    case "level":
      return capitalized(t(`${key}.label.level`, { level: t(`computed.ats.level.${text.params.level}`) }));
    case "check":
      return t(`${key}.check.${text.params.check}`);
    case "softSkill":
      return capitalized(
        loose(t)(`computed.ats.softSkill.${text.params.label}`, { defaultValue: text.params.label.toLowerCase() }),
      );
    case "specialty":
      return t(`${key}.label.specialty`, { label: text.params.label });
    case "otherWords":
      return t(`${key}.label.otherWords`, { count: text.params.count });
  }
}

/** A breakdown item's detail: "Must-have · found in Experience". */
export function scoreDetailIn(t: TFunction, text: ScoreDetailText): string {
  const key = "computed.ats.score.detail";
  const importance = (value: "must" | "normal" | "nice") => t(`computed.ats.score.importance.${value}`);
  switch (text.code) {
    case "roleFit":
      return roleFitIn(t, text.params.roleFit);
    case "skillFound":
      return t(`${key}.skillFound`, {
        importance: importance(text.params.importance),
        places: text.params.places.map((place) => t(`computed.ats.score.place.${place}`)).join(", "),
      });
    case "skillRelated":
      return t(`${key}.skillRelated`, {
        importance: importance(text.params.importance),
        related: text.params.related,
        skill: text.params.skill,
      });
    case "skillMissing":
      return t(`${key}.skillMissing`, { importance: importance(text.params.importance) });
    case "titlePartial":
      return t(`${key}.titlePartial`, { evidence: text.params.evidence }).trim();
    case "titlePast":
      return t(`${key}.titlePast`, { evidence: text.params.evidence });
    case "skillDated":
      return t(`${key}.skillDated`, { importance: importance(text.params.importance), count: text.params.years });
    case "yearsShown":
      return t(`${key}.yearsShown`, { count: text.params.years });
    case "degreeFound": {
      const found = text.params.found;
      return found > 0
        ? t(`${key}.degreeFound`, {
            degree: loose(t)(`computed.ats.score.degree.${found}`, {
              defaultValue: t("computed.ats.score.degree.other"),
            }),
          })
        : t(`${key}.degreeNone`);
    }
    case "levels":
      return t(`${key}.levels`, {
        job: t(`computed.ats.level.${text.params.job}`),
        resume: t(`computed.ats.level.${text.params.resume}`),
      });
    case "levelOtherField":
      return t(`${key}.levelOtherField`, { job: t(`computed.ats.level.${text.params.job}`) });
    case "dates":
      return t(`${key}.dates.${text.params.found}`);
    case "length":
      return t(`${key}.length`, { words: text.params.words, verdict: t(`${key}.verdict.${text.params.verdict}`) });
    case "quantified":
      return t(`${key}.quantified`, text.params);
    case "weak":
      return text.params.count > 0 ? t(`${key}.weak`, { count: text.params.count }) : t(`${key}.noWeak`);
    default:
      return t(`${key}.${text.code}`);
  }
}

function skipTargetIn(t: TFunction, target: SkipTarget): string {
  switch (target.code) {
    case "top":
      return t(`computed.undo.top.${target.op}`);
    case "personal":
      return t(`computed.undo.personal.${target.field}`);
    case "entryField": {
      const field = loose(t)(`computed.undo.field.${target.field}`, { defaultValue: humanize(target.field) });
      return t("computed.undo.entryField", { section: t(`computed.undo.section.${target.section}`), field });
    }
    case "entry":
      return t("computed.undo.entry", { section: t(`computed.undo.section.${target.section}`) });
  }
}

/** Undo's "Skipped: Summary was changed by a collaborator". */
export function undoNoticeIn(t: TFunction, text: SkipNoticeText): string {
  const clauses = text.params.skips
    .map((skip) => t(`computed.undo.clause.${skip.reason}`, { label: skipTargetIn(t, skip.target) }))
    .join("; ");
  return t(text.params.partly ? "computed.undo.partly" : "computed.undo.skipped", { clauses });
}

export function importErrorIn(t: TFunction, code: ImportMessageCode): string {
  return t(`computed.importError.${code}`);
}

/**
 * What a page shows for a computed text: the domain's English on an English page (byte for byte
 * what the API says), else the code rendered in the interface language; an English message
 * without a code (stored by an older version) stays as it is.
 */
export function localized<T>(
  language: string,
  message: string,
  text: T | undefined,
  render: (text: T) => string,
): string {
  if (language === "en" || text === undefined) return message;
  return render(text);
}
