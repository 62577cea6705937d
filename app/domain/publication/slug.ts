/**
 * Public-link slugs (docs/product.md#public-link): what a valid one looks like, which words are
 * kept for the app itself, and a readable one made from the resume's name when the owner gives none.
 */
const SLUG_MIN = 3;
export const SLUG_MAX = 60;

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Words that read like the app's own pages or could pass for them in a link someone is sent. */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "api",
  "admin",
  "administrator",
  "login",
  "logout",
  "signup",
  "register",
  "settings",
  "account",
  "dashboard",
  "builder",
  "templates",
  "template",
  "import",
  "analyze",
  "resume",
  "resumes",
  "help",
  "support",
  "about",
  "privacy",
  "terms",
  "static",
  "assets",
  "files",
  "public",
  "pdf",
  "www",
  "root",
  "system",
  "official",
  "resumeforge",
  "null",
  "undefined",
  "new",
  "edit",
]);

/** The reason a slug is refused, as an error code and its parameters (app/lib/error-catalogue.ts), or null when it is fine. */
export function slugProblem(
  slug: string,
): { code: "slugLength" | "slugCharacters" | "slugReserved"; params: Record<string, string | number> } | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX)
    return { code: "slugLength", params: { min: SLUG_MIN, max: SLUG_MAX } };
  if (!SLUG_PATTERN.test(slug)) return { code: "slugCharacters", params: {} };
  if (RESERVED_SLUGS.has(slug)) return { code: "slugReserved", params: { slug } };
  return null;
}

/** "Ada Lovelace" -> "ada-lovelace": ASCII letters and digits joined by single dashes. */
export function slugBase(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX - 7)
    .replace(/-+$/, "");
  return base || "resume";
}

const SUFFIX_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/**
 * A generated slug: the name plus a short random suffix, so two Ada Lovelaces do not collide and
 * a slug cannot be guessed from the name alone. `random` is injectable for tests.
 */
export function generateSlug(
  name: string,
  random: (bytes: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const suffix = [...random(6)].map((byte) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length]).join("");
  return `${slugBase(name)}-${suffix}`;
}
