/**
 * How the producer corpus prints the truth (tests/import/producers/README.md): dates in the forms
 * people write them, descriptions as bullets, and HTML/TeX escaping. Shared by the HTML (Chromium,
 * LibreOffice) and TeX (pdfLaTeX) designs.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const ym = (value) => {
  const [year, month] = value.split("-");
  return [year, Number(month)];
};
export const mon = (value) => {
  const [year, month] = ym(value);
  return `${MONTHS[month - 1].slice(0, 3)} ${year}`;
};
export const full = (value) => {
  const [year, month] = ym(value);
  return `${MONTHS[month - 1]} ${year}`;
};
export const numeric = (value) => {
  const [year, month] = ym(value);
  return `${String(month).padStart(2, "0")}/${year}`;
};

/** Start–end of an entry; only the end when there is no start. */
export function span(entry, format, { sep = " – ", present = "Present" } = {}) {
  const end = entry.current ? present : format(entry.endDate);
  return entry.startDate ? `${format(entry.startDate)}${sep}${end}` : end;
}

/** The lines of a description without their "- " markers. */
export const bullets = (description) =>
  description
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.replace(/^- /, ""));

export const degreeLine = (education, joiner = " in ") =>
  education.fieldOfStudy ? `${education.degree}${joiner}${education.fieldOfStudy}` : education.degree;

export const html = (value) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

export const tex = (value) =>
  String(value ?? "")
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/\^/g, "\\textasciicircum{}")
    .replace(/–/g, "--")
    .replace(/—/g, "---");

/** A deep copy of a resume's data, to adjust what one design prints. */
export const copy = (data) => JSON.parse(JSON.stringify(data));
