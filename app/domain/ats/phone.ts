/**
 * A telephone number written the way people write them anywhere: "(503) 555-0147", "612.555.0183",
 * "+1 555 0199", "+33 6 12 34 56 78", "+91 98765 43210", "+44 (0)20 7946 0958", "030 901820". Seven to
 * fifteen digits (E.164's most) in groups set apart by spaces, dots, dashes or brackets. What only
 * looks like one is left alone: a date range ("2019 - 2021", "01/2020 – 03/2022"), a year, a ZIP code.
 */
// Within one line: a number never runs on past a line end.
const CANDIDATE = /(?<![\w+])(?:\+[ \u00a0]?)?\(?\d[\d \t\u00a0().\-/]{5,24}\d(?!\w)/g;
const DATE_LIKE =
  /(?:^|\D)(?:19|20)\d{2}\s*[-–—/]\s*(?:(?:19|20)\d{2}|\d{1,2})(?!\d)|(?:^|\D)\d{1,2}\/(?:19|20)\d{2}(?!\d)|(?:^|\D)(?:19|20)\d{2}\s*[–—]/;

/** The first phone number in a text, as written (trimmed), or "". */
export function findPhone(text: string): string {
  for (const match of text.matchAll(CANDIDATE)) {
    const written = match[0].trim().replace(/[\s.\-/(]+$/, "");
    const digits = written.replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 15) continue;
    if (DATE_LIKE.test(written)) continue;
    const groups = written.split(/[\s.\-/()]+/).filter(Boolean);
    // A long group is an account or an ID, unless the number is one run ("5550199123") or reads as
    // one dialled abroad or with a trunk 0 ("+49 30 901820", "030 901820").
    const longest = Math.max(...groups.map((group) => group.replace(/\D/g, "").length));
    if (groups.length > 1 && longest > (/^[+0(]/.test(written) ? 8 : 5)) continue;
    // "2019 2021" or "1990 2000": years side by side.
    if (groups.length >= 2 && groups.every((group) => /^(?:19|20)\d{2}$/.test(group))) continue;
    return written;
  }
  return "";
}
