/**
 * What people would call the same when a file is merged into a resume (./merge.ts): the same
 * degree however it is written ("Bachelor of Science - BS", "B.S.", "BSc"), the same text whatever
 * its bullet markers, spacing and case, the same phone number however it is grouped, the same
 * profile link with or without "https://www.". Only such differences are ignored: a different
 * word is a change.
 */
import { LEADING_BULLET } from "../ats/normalize";

/** Lower case, spacing collapsed, punctuation that does not change a name dropped ("Acme, Inc." = "acme inc"). */
export function nameKey(text: string | undefined): string {
  return (text ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[.,;:'’"()]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Text lines without their bullet markers, spacing and case: "- Built the ledger" = "• built  the ledger". */
export function textKey(text: string | undefined): string {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(LEADING_BULLET, ""))
    .join(" ")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Degrees by their usual abbreviation. The long names as people write them (the LinkedIn export's
 * "Bachelor of Science - BS" gives both); abbreviations are compared without their dots.
 */
const DEGREES: ReadonlyArray<readonly [key: string, names: readonly string[]]> = [
  ["bs", ["bachelor of science", "bs", "bsc", "sb", "bachelor of sciences"]],
  ["ba", ["bachelor of arts", "ba", "ab"]],
  ["bsn", ["bachelor of science in nursing", "bsn"]],
  ["beng", ["bachelor of engineering", "beng", "be"]],
  ["bba", ["bachelor of business administration", "bba"]],
  ["bfa", ["bachelor of fine arts", "bfa"]],
  ["bcom", ["bachelor of commerce", "bcom"]],
  ["llb", ["bachelor of laws", "llb"]],
  ["ms", ["master of science", "ms", "msc", "sm"]],
  ["ma", ["master of arts", "ma", "am"]],
  ["msn", ["master of science in nursing", "msn"]],
  ["meng", ["master of engineering", "meng", "me"]],
  ["mba", ["master of business administration", "mba"]],
  ["mfa", ["master of fine arts", "mfa"]],
  ["med", ["master of education", "med"]],
  ["mph", ["master of public health", "mph"]],
  ["llm", ["master of laws", "llm"]],
  ["phd", ["doctor of philosophy", "phd", "dphil"]],
  ["md", ["doctor of medicine", "md"]],
  ["jd", ["juris doctor", "jd"]],
  ["edd", ["doctor of education", "edd"]],
  ["aa", ["associate of arts", "aa"]],
  ["as", ["associate of science", "as"]],
  ["aas", ["associate of applied science", "aas"]],
];
const DEGREE_KEY = new Map(DEGREES.flatMap(([key, names]) => names.map((name) => [name, key] as const)));

/** One way of writing a degree: "b.s." → "bs", "Master of Science" → "ms"; an unknown name stays its name. */
function degreePart(text: string): string {
  const name = nameKey(text.replace(/\.(?=\S)/g, ""));
  return DEGREE_KEY.get(name) ?? DEGREE_KEY.get(name.replace(/\s/g, "")) ?? name;
}

/**
 * A degree's key: "Bachelor of Science - BS", "Bachelor of Science (BS)", "B.S." and "BSc" are all
 * "bs"; the LinkedIn form's two halves count as one degree only when they name the same one.
 */
export function degreeKey(degree: string | undefined): string {
  const text = (degree ?? "").trim();
  const halves = /^(.+?)\s*(?:[-–—]\s+(.+)|\((.+)\))$/.exec(text);
  if (halves) {
    const [first, second] = [degreePart(halves[1]!), degreePart(halves[2] ?? halves[3]!)];
    if (first === second) return first;
  }
  return degreePart(text);
}

/** Digits only, a leading "+" kept: "+1 (555) 010-0100" = "+1 555 010 0100". */
const phoneKey = (phone: string) => (phone.trim().startsWith("+") ? "+" : "") + phone.replace(/\D/g, "");
/** A link without its scheme, "www.", a trailing slash and case. */
const linkKey = (link: string) =>
  link
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");

/** Whether two values of one field say the same thing. */
export function sameValue(field: string, a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const keys = (value: unknown) => (Array.isArray(value) ? value.map((item) => nameKey(String(item))).sort() : []);
    return JSON.stringify(keys(a)) === JSON.stringify(keys(b));
  }
  if (typeof a !== "string" || typeof b !== "string") return a === b;
  if (field === "degree") return degreeKey(a) === degreeKey(b);
  if (field === "phone") return phoneKey(a) === phoneKey(b);
  if (field === "email") return a.trim().toLowerCase() === b.trim().toLowerCase();
  if (/link|url|website|github/i.test(field)) return linkKey(a) === linkKey(b);
  if (field === "description" || field === "summary") return textKey(a) === textKey(b);
  return nameKey(a) === nameKey(b);
}
