/**
 * LinkedIn's data export ("Get a copy of your data": a ZIP of CSV files) into the resume model,
 * without AI (docs/import.md#linkedin). The columns are the ones LinkedIn documents and public
 * samples show; a file that is missing leaves its part empty (and flagged), extra columns and
 * files are ignored. Dates come as "Jan 2020" and become months; a year alone ("2016", how schools
 * come) is not made a January: the field stays empty and is flagged, as the PDF reader does.
 */
import { strFromU8, unzipSync } from "fflate";
import { parseCsv } from "../csv/parse";
import { checkZipBounds } from "./file-guards";
import { emptyResume, LIMITS, newEntryId, type ResumeData } from "../resume/schema";
import { ImportFileError } from "./file";
import type { FieldFlag, ImportResult } from "./types";

/** The files read, by their name inside the ZIP (any folder). */
const LINKEDIN_FILES = [
  "Profile.csv",
  "Positions.csv",
  "Education.csv",
  "Skills.csv",
  "Certifications.csv",
  "Languages.csv",
  "Projects.csv",
  "Email Addresses.csv",
  "PhoneNumbers.csv",
] as const;
type LinkedInFile = (typeof LINKEDIN_FILES)[number];

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "Jan 2020", "January 2020", "2020-01" or "01/2020" as YYYY-MM; a year alone or anything else: "". */
export function linkedInMonth(value: string): string {
  const text = value.trim().toLowerCase();
  let match = /^([a-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(text);
  if (match && MONTHS.includes(match[1]!))
    return `${match[2]}-${String(MONTHS.indexOf(match[1]!) + 1).padStart(2, "0")}`;
  match = /^(\d{4})-(0[1-9]|1[0-2])/.exec(text);
  if (match) return `${match[1]}-${match[2]}`;
  match = /^(0?[1-9]|1[0-2])\/(\d{4})$/.exec(text);
  return match ? `${match[2]}-${match[1]!.padStart(2, "0")}` : "";
}

/** A CSV's rows as objects by header name (trimmed). LinkedIn puts notes above some headers: skipped. */
function rows(text: string | undefined, required: string): Array<Record<string, string>> {
  if (!text) return [];
  const table = parseCsv(text);
  const headerAt = table.findIndex((cells) => cells.map((cell) => cell.trim()).includes(required));
  if (headerAt === -1) return [];
  const header = table[headerAt]!.map((cell) => cell.trim());
  return table
    .slice(headerAt + 1)
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, (cells[index] ?? "").trim()])));
}

const clip = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

/** A position's description as the editor keeps it: a line per bullet ("- "), marks LinkedIn users type dropped. */
function bullets(description: string): string {
  const lines = description
    .split(/\r?\n|\s+[•▪●]\s+/)
    .map((line) => line.replace(/^\s*[-•*▪●◦]\s*/, "").trim())
    .filter(Boolean);
  return lines.length > 1 ? lines.map((line) => `- ${line}`).join("\n") : (lines[0] ?? "");
}

export function readLinkedInExport(files: Partial<Record<LinkedInFile, string>>): ImportResult {
  if (!files["Profile.csv"] && !files["Positions.csv"]) throw new ImportFileError("notLinkedIn");
  const data: ResumeData = emptyResume();
  const flags: Record<string, FieldFlag> = {};

  const profile = rows(files["Profile.csv"], "First Name")[0] ?? {};
  const emails = rows(files["Email Addresses.csv"], "Email Address");
  const phones = rows(files["PhoneNumbers.csv"], "Number");
  const email = emails.find((row) => /^yes$/i.test(row["Primary"] ?? "")) ?? emails[0];
  data.personalInfo = {
    fullName: clip([profile["First Name"], profile["Last Name"]].filter(Boolean).join(" "), LIMITS.shortText),
    email: clip(email?.["Email Address"], LIMITS.shortText),
    phone: clip(phones.find((row) => row["Number"])?.["Number"], LIMITS.shortText),
    address: clip(profile["Geo Location"] || profile["Address"], LIMITS.shortText),
    linkedIn: "",
    github: "",
  };
  const websites = (profile["Websites"] ?? "").match(/https?:\/\/[^\s,\]]+/g) ?? [];
  data.personalInfo.github = clip(
    websites.find((site) => /github\.com/i.test(site)),
    LIMITS.url,
  );
  // The headline is most often LinkedIn's own "Title at Company", already in the experience: it
  // stands in for a summary only when there is none.
  data.summary = clip(profile["Summary"] || profile["Headline"], LIMITS.summary);
  data.skills = rows(files["Skills.csv"], "Name")
    .map((row) => clip(row["Name"], LIMITS.skill))
    .filter(Boolean)
    .slice(0, LIMITS.skills);
  data.experience = rows(files["Positions.csv"], "Company Name")
    .filter((row) => row["Company Name"] || row["Title"])
    .slice(0, LIMITS.entries)
    .map((row) => {
      const endDate = linkedInMonth(row["Finished On"] ?? "");
      return {
        id: newEntryId(),
        company: clip(row["Company Name"], LIMITS.shortText),
        position: clip(row["Title"], LIMITS.shortText),
        startDate: linkedInMonth(row["Started On"] ?? ""),
        endDate,
        current: endDate === "",
        description: clip(bullets(row["Description"] ?? ""), LIMITS.description),
      };
    });
  data.education = rows(files["Education.csv"], "School Name")
    .filter((row) => row["School Name"])
    .slice(0, LIMITS.entries)
    .map((row) => ({
      id: newEntryId(),
      institution: clip(row["School Name"], LIMITS.shortText),
      degree: clip(row["Degree Name"], LIMITS.shortText),
      fieldOfStudy: clip(row["Field Of Study"] ?? row["Notes"], LIMITS.shortText),
      startDate: linkedInMonth(row["Start Date"] ?? ""),
      endDate: linkedInMonth(row["End Date"] ?? ""),
      gpa: "",
    }));
  // A school's years alone: the months are the user's to give.
  rows(files["Education.csv"], "School Name")
    .filter((row) => row["School Name"])
    .slice(0, LIMITS.entries)
    .forEach((row, index) => {
      if (/^\d{4}$/.test((row["End Date"] || row["Start Date"] || "").trim()))
        flags[`education.${index}.endDate`] = "unsure";
    });
  data.projects = rows(files["Projects.csv"], "Title")
    .filter((row) => row["Title"])
    .slice(0, LIMITS.entries)
    .map((row) => {
      const url = clip(row["Url"], LIMITS.url);
      const github = /github\.com/i.test(url);
      return {
        id: newEntryId(),
        name: clip(row["Title"], LIMITS.shortText),
        description: clip(bullets(row["Description"] ?? ""), LIMITS.description),
        technologies: [],
        githubLink: github ? url : "",
        liveLink: github ? "" : url,
      };
    });
  const certifications = rows(files["Certifications.csv"], "Name").map((row) =>
    [row["Name"], row["Authority"], row["Started On"]].filter(Boolean).join(", "),
  );
  const languages = rows(files["Languages.csv"], "Name").map((row) =>
    row["Proficiency"] ? `${row["Name"]} (${row["Proficiency"]})` : (row["Name"] ?? ""),
  );
  data.extraSections = [
    { title: "Certifications", items: certifications },
    { title: "Languages", items: languages },
  ]
    .map((extra) => ({ ...extra, items: extra.items.filter(Boolean) }))
    .filter((extra) => extra.items.length > 0)
    .map((extra) => ({
      id: newEntryId(),
      title: extra.title,
      description: clip(extra.items.join("\n"), LIMITS.description),
    }));

  if (!data.personalInfo.fullName) flags["personalInfo.fullName"] = "missing";
  if (!data.personalInfo.email) flags["personalInfo.email"] = "missing";
  if (!data.summary) flags.summary = "missing";
  if (data.skills.length === 0) flags.skills = "missing";
  if (data.experience.length === 0) flags.experience = "missing";
  if (data.education.length === 0) flags.education = "missing";
  return { data, flags, unplaced: [] };
}

/** The export's ZIP: bounds checked first (docs/import.md#limits), only the files read above unpacked. */
export function readLinkedInZip(bytes: Uint8Array): ImportResult {
  if (!checkZipBounds(bytes).ok) throw new ImportFileError("tooLargeToRead");
  const baseName = (path: string) => path.split("/").pop() ?? path;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter: (file) => (LINKEDIN_FILES as readonly string[]).includes(baseName(file.name)),
    });
  } catch {
    throw new ImportFileError("notLinkedIn");
  }
  const files: Partial<Record<LinkedInFile, string>> = {};
  for (const [path, content] of Object.entries(unzipped)) files[baseName(path) as LinkedInFile] = strFromU8(content);
  return readLinkedInExport(files);
}
