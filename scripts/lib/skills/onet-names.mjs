/**
 * Turning O*NET Technology Skills names into the names people write: vendor prefixes dropped,
 * acronyms split out as aliases, category names ("Web browser software") refused.
 */
import { CASE_SENSITIVE, PROGRAMMING_CONTEXT } from "./flags.mjs";

/** Vendors people drop when they name the product ("Excel", not "Microsoft Excel"). */
const VENDORS = [
  "Microsoft",
  "Oracle",
  "Adobe",
  "Autodesk",
  "IBM",
  "Google",
  "Apple",
  "Atlassian",
  "Amazon",
  "The MathWorks",
  "MathWorks",
  "ESRI",
  "Intuit",
  "Apache",
  "JetBrains",
  "Dassault Systemes",
  "Bentley",
  "Trimble",
  "Sun Microsystems",
  "Red Hat",
  "Epic Systems",
  "Cisco",
  "Salesforce",
  "Facebook",
  "Meta",
  "Corel",
  "Sage",
  "Infor",
  "Workday",
];

/**
 * Ordinary English words: a product whose cleaned name is one of these only keeps its vendor-prefixed
 * form, or else "Project" would match every "project manager".
 */
const ENGLISH_WORDS = new Set(
  (
    "access act analytics answer apps arena atlas basic beacon blackboard box bridge canvas capture catalyst " +
    "center chart chef cloud compass connect core dash data design desktop dynamics echo edge elements " +
    "email encore excel experience express flash flow focus forms fusion gather go graph guide hub impact insight " +
    "journal keynote lens link live mail maple maps market matrix meet mode money monitor notes office " +
    "one outlook paint pages pilot planner plus portal power prime prism project publisher pulse quest " +
    "reader records reflex report sales scan scout scratch sheets shell sketch slack smart snap spark " +
    "sphere spring square stream studio suite swift symphony teams track trello vision visual vault " +
    "web word works zoom numbers photos sway forms lists stream bookings money kaizala to do to-do"
  ).split(/\s+/),
);

/** Software named like a trade's workers. */
const TRADE_NAMED_TOOLS = new Set(["Chef"]);

/**
 * Programming languages named like words or acronyms of other trades: "pension scheme", "set
 * forth", the American Dietetic Association's "ADA". Only in a programming context, as written.
 */
const LANGUAGES_NAMED_LIKE_WORDS = new Set(["Scheme", "Ada", "Forth", "Icon"]);
/** Names no text can tell from list lettering or initials ("j Serves as", "J B Hunt"). */
const REFUSED = new Set(["J"]);

/**
 * Whether a product name stands on its own once the vendor is dropped. "AutoCAD", "SPSS" or
 * "ArcGIS Pro" cannot be mistaken for ordinary words; a single plain word ("Sites", "Drive",
 * "Classroom") can, unless it is a product name everyone knows.
 */
const KNOWN_PRODUCTS = new Set(
  "photoshop illustrator indesign lightroom acrobat dreamweaver premiere visio tableau hyperion primavera peoplesoft taleo kronos revit maya navisworks bigquery firebase kubernetes java javascript hadoop kafka spark cassandra tomcat maven jenkins".split(
    " ",
  ),
);
function distinctiveName(name) {
  if (name.length <= 2) return false;
  if (name.includes(" ")) return !ENGLISH_WORDS.has(name.split(" ")[0].toLowerCase()) || /[A-Z]{2}|\d/.test(name);
  if (KNOWN_PRODUCTS.has(name.toLowerCase())) return true;
  return /^.+[A-Z]/.test(name) || /[^A-Za-z]/.test(name) || /^[A-Z]{3,}$/.test(name);
}

/** Names that are a category, not a skill anyone lists ("Web browser software"). */
const GENERIC_WORDS = /^(?:[A-Z]?[a-z][a-z-]*)(?: [a-z][a-z-]*| (?:and|or|of|for|to|the))*$/;

export function parseTsv(text) {
  const rows = [];
  const lines = text.split(/\r?\n/);
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line) continue;
    const [code, name, , commodity, hot, demand] = line.split("\t");
    rows.push({ code, name: name.trim(), commodity: commodity.trim(), hot: hot === "Y" || demand === "Y" });
  }
  return rows;
}

export function category(commodity) {
  return commodity
    .replace(/\s+software$/i, "")
    .replace(/\b([A-Z]{2,})\b/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const isAcronym = (word) => /^[A-Z][A-Z0-9]{1,6}$/.test(word);
const MINOR = new Set(["and", "of", "for", "to", "the", "a", "or"]);

/** "Amazon Web Services AWS" → { canonical: "AWS", aliases: ["Amazon Web Services"] }. */
export function splitAcronym(name) {
  const words = name.split(" ");
  const last = words[words.length - 1];
  if (words.length < 3 || !isAcronym(last)) return null;
  for (let start = words.length - 2; start >= 0; start -= 1) {
    const initials = words
      .slice(start, -1)
      .filter((word) => !MINOR.has(word.toLowerCase()))
      .map((word) => word[0].toUpperCase())
      .join("");
    if (initials === last.replace(/[0-9]/g, "")) {
      const prefix = words.slice(0, start).join(" ");
      const longForm = words.slice(start, -1).join(" ");
      return { prefix, acronym: last, longForm };
    }
  }
  // Loose fallback ("Hypertext markup language HTML"): the acronym starts like the long form does.
  const start = VENDORS.includes(words[0]) ? 1 : 0;
  if (words.length - start >= 3 && words[start][0].toUpperCase() === last[0]) {
    return { prefix: words.slice(0, start).join(" "), acronym: last, longForm: words.slice(start, -1).join(" ") };
  }
  return null;
}

export function stripVendor(name) {
  for (const vendor of VENDORS) {
    if (name.startsWith(`${vendor} `)) return { vendor, product: name.slice(vendor.length + 1) };
  }
  return null;
}

/** One O*NET name → canonical, aliases, flags; or null when it names a category, not a product. */
export function cleanOnetName(raw) {
  let name = raw
    .replace(/\s*\([^)]*\)\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const hadSoftware = /\s+software$/i.test(name);
  name = name
    .replace(/\s+software$/i, "")
    .replace(/\s+systems? software$/i, "")
    .trim();
  if (!name || name.length > 48) return null;
  if (hadSoftware && GENERIC_WORDS.test(name)) return null;
  if (/^(?:Microsoft|Apple|Google|IBM) operating system$/i.test(name)) return null;
  if (VENDORS.includes(name)) return null;
  name = name.replace(/ systems$/, "");

  const aliases = new Set();
  let canonical = name;
  const acronym = splitAcronym(name);
  if (acronym) {
    const { prefix, acronym: short, longForm } = acronym;
    canonical = prefix ? `${prefix} ${short}` : short;
    aliases.add(prefix ? `${prefix} ${longForm}` : longForm);
    if (prefix && VENDORS.includes(prefix)) aliases.add(short);
  }
  const vendor = stripVendor(canonical);
  let flags = 0;
  if (vendor) {
    const bare = vendor.product;
    if (distinctiveName(bare)) {
      aliases.add(canonical);
      canonical = bare;
    }
  }
  if (!vendor && !canonical.includes(" ") && ENGLISH_WORDS.has(canonical.toLowerCase())) flags |= CASE_SENSITIVE;
  // Tools named like the people of a trade: "Head Chef" in a kitchen's posting is the cook, not the
  // configuration tool; the tool is asked for where software is (docs/ats-reading.md).
  if (TRADE_NAMED_TOOLS.has(canonical)) flags |= PROGRAMMING_CONTEXT;
  if (LANGUAGES_NAMED_LIKE_WORDS.has(canonical)) flags |= PROGRAMMING_CONTEXT | CASE_SENSITIVE;
  if (REFUSED.has(canonical)) return null;
  // "SAN", "ACT", "IDE": short acronyms must be written in capitals ("San Francisco" is not a SAN).
  if (/^[A-Z]{2,4}$/.test(canonical)) flags |= CASE_SENSITIVE;
  aliases.delete(canonical);
  // "Act!" is the word "act" once the tokenizer drops its "!": "you will act as", "the Data
  // Protection Act". With no other spelling it could only be found where it is not meant.
  if (
    aliases.size === 0 &&
    /[!?]$/.test(canonical) &&
    ENGLISH_WORDS.has(canonical.toLowerCase().replace(/[^a-z]/g, ""))
  )
    return null;
  return { canonical, aliases: [...aliases], flags };
}

export const keyOf = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9+#./&]+/g, " ")
    .trim();
