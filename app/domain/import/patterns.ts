/** Shapes the masthead and the entries both look for. */

/** A web address written out, with or without its scheme: "github.com/jw/app", "app.example.dev". */
export const WEB_ADDRESS =
  /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|co|me|ai|edu|gov|us|uk|de|ca|info|site|xyz|tech)(?:\/[^\s|,]*)?/gi;

/** "Portland, OR", "Berlin, Germany", "Austin, TX 78701", "Remote": a place, not a field of its own. */
export const PLACE =
  /^[A-Z][A-Za-z.' -]+,\s*(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:\s+\d{4,5}(?:-\d{4})?)?$|^(?:remote|hybrid|on-?site)$/i;
