/**
 * The masthead: name and contact details. The name is the first line that reads as a person's
 * name (set larger than the rest when the source says so); contact details are found by their
 * form wherever they sit in the opening lines or a "Contact" block.
 */
import { headingKind } from "../ats/headings";
import { findPhone } from "../ats/phone";
import { EMAIL, wordCount } from "../ats/text";
import { titleLike } from "./entries";
import type { PersonalInfo } from "../resume/schema";
import { fromCapitals } from "./capitals";
import { PLACE, WEB_ADDRESS } from "./patterns";
import type { DocLine, FieldFlag } from "./types";

interface Masthead {
  personalInfo: PersonalInfo;
  flags: Record<string, FieldFlag>;
  /** Lines of the masthead that are none of these (a headline title), for the user to place. */
  rest: string[];
}

/** Words of a masthead line that is a heading or a headline, not a name ("Executive Profile", "Career Focus"). */
const NOT_NAME =
  /\b(?:profile|overview|summary|objective|focus|resume|curriculum|vitae|cv|experience|skills|contact|information|qualifications|highlights|strengths|professional|career|executive|department)\b/i;

export function looksLikeName(text: string): boolean {
  const words = wordCount(text);
  if (headingKind(text) !== undefined || NOT_NAME.test(text) || titleLike(text)) return false;
  // Every word capitalised, but for the particles of names ("Ana de la Cruz", "Ludwig van Beethoven").
  const capitalised = text
    .trim()
    .split(/\s+/)
    .every(
      (word) =>
        /^[\p{Lu}]/u.test(word) ||
        /^(?:de|del|della|der|di|da|dos|du|la|le|van|von|bin|binti|al|el|y|zu|ten|ter)$/.test(word),
    );
  return (
    words >= 2 &&
    words <= 5 &&
    capitalised &&
    !/[@\d:|/]/.test(text) &&
    /^[\p{Lu}][\p{L}'’.-]+(?:\s+[\p{L}'’.-]+)+$/u.test(text.trim())
  );
}

/**
 * A contact detail broken over two lines in a narrow column, as TeX and word processors do:
 * "han-" over "nah.kowalski@example.com", "linkedin.com/in/" over "hannahkowalski",
 * "linkedin.com/in/danielle-" over "okafor-rn".
 */
/** An icon or bullet before a contact detail. */
const LEADING_MARK = /^[•\s]+/;

function joinBrokenContacts(lines: readonly DocLine[]): DocLine[] {
  const out: DocLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const next = lines[index + 1];
    const last = line.segments[line.segments.length - 1] ?? "";
    const first = next?.segments[0] ?? "";
    // The part before the break is one word: the start of the address, not a label ("E-mail:").
    const hyphenated =
      /^[^\s:]*\p{L}-$/u.test(last.replace(LEADING_MARK, "")) && /^[^\s@]+@/.test(first) && EMAIL.test(first);
    // Or after a hyphen of its path ("linkedin.com/in/danielle-" over "okafor-rn"): the hyphen is the address's own.
    const cutLink = /[/-]$/.test(last) && /\//.test(last) && WEB_ADDRESS.test(last) && /^[\w.-]+\/?$/.test(first);
    WEB_ADDRESS.lastIndex = 0;
    if (next && line.page === next.page && next.segments.length === 1 && (hyphenated || cutLink)) {
      const start = last.replace(LEADING_MARK, "");
      const joined = hyphenated ? `${start.slice(0, -1)}${first}` : `${start}${first}`;
      const segments = [...line.segments.slice(0, -1), joined];
      out.push({ ...line, text: segments.join("  "), segments });
      index += 1;
    } else out.push(line);
  }
  return out;
}

export function readMasthead(headerLines: readonly DocLine[], contact: readonly DocLine[]): Masthead {
  let header = headerLines;
  const info: PersonalInfo = { fullName: "", email: "", phone: "", address: "", linkedIn: "", github: "" };
  const rest: string[] = [];
  // Contact details may sit above the name, or beside it ("Jordan Whitfield      Portland, OR").
  const opening = header.slice(0, 6);
  const largest = Math.max(0, ...opening.map((line) => line.size));
  const named = (line: DocLine) => line.segments.findIndex((segment) => looksLikeName(segment));
  let nameLine =
    opening.find((line) => named(line) >= 0 && line.size >= largest * 0.95) ?? opening.find((line) => named(line) >= 0);
  // A name set large over two lines ("ARJUN" above "MEHTA"): one name.
  if (!nameLine) {
    const at = opening.findIndex((line, index) => {
      const below = opening[index + 1];
      return (
        line.size >= largest * 0.95 &&
        below !== undefined &&
        below.size === line.size &&
        line.segments.length === 1 &&
        below.segments.length === 1 &&
        looksLikeName(`${line.text.trim()} ${below.text.trim()}`)
      );
    });
    if (at >= 0) {
      const joined = `${opening[at]!.text.trim()} ${opening[at + 1]!.text.trim()}`;
      nameLine = { ...opening[at]!, text: joined, segments: [joined] };
      header = header
        .filter((line) => line !== opening[at + 1])
        .map((line) => (line === opening[at] ? nameLine! : line));
    }
  }
  const nameIndex = nameLine ? named(nameLine) : -1;
  if (nameLine) info.fullName = fromCapitals(nameLine.segments[nameIndex]!.trim());

  for (const line of joinBrokenContacts([...header, ...contact])) {
    const segments = line === nameLine ? line.segments.filter((_, index) => index !== nameIndex) : line.segments;
    const leftovers: string[] = [];
    let details = 0;
    // A contact line holds several details, set apart by gaps or separators.
    for (const part of segments.flatMap((segment) => segment.split(/\s*[|•·]\s*|\s{2,}/))) {
      const piece = part.trim();
      if (!piece) continue;
      if (EMAIL.test(piece) || findPhone(piece) || piece.search(WEB_ADDRESS) >= 0) details += 1;
      const email = EMAIL.exec(piece)?.[0];
      if (email && !info.email) {
        info.email = email;
        continue;
      }
      const urls = piece.match(WEB_ADDRESS) ?? [];
      const linkedIn = urls.find((url) => /linkedin\.com/i.test(url));
      const github = urls.find((url) => /github\.com/i.test(url));
      if (linkedIn && !info.linkedIn) {
        info.linkedIn = linkedIn;
        continue;
      }
      if (github && !info.github) {
        info.github = github;
        continue;
      }
      const phone = findPhone(piece);
      if (phone && !info.phone && !EMAIL.test(piece)) {
        info.phone = phone;
        continue;
      }
      const label = piece.replace(/^(?:address|location|phone|tel|mobile|email|e-mail)\s*[:.]?\s*/i, "");
      // "Physical Therapist, DPT" has the shape of a place but names a role.
      if (PLACE.test(label) && !titleLike(label) && !info.address) {
        info.address = label;
        continue;
      }
      leftovers.push(piece);
    }
    // Among contact details, one bare place name ("Lagos", "New York"): the address.
    const [only] = leftovers;
    if (
      !info.address &&
      details > 0 &&
      leftovers.length === 1 &&
      only !== undefined &&
      /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,2}$/u.test(only) &&
      !titleLike(only) &&
      headingKind(only) === undefined
    ) {
      info.address = only;
      leftovers.length = 0;
    }
    if (leftovers.length > 0) rest.push(leftovers.join(" "));
  }
  const flags: Record<string, FieldFlag> = {};
  if (!info.fullName) flags["personalInfo.fullName"] = "missing";
  else if (!nameLine || nameLine.size < largest || info.fullName !== nameLine.segments[nameIndex]!.trim())
    flags["personalInfo.fullName"] = "unsure";
  if (!info.email) flags["personalInfo.email"] = "missing";
  if (!info.phone) flags["personalInfo.phone"] = "missing";
  return { personalInfo: info, flags, rest };
}
