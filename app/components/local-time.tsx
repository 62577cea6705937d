import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A moment in the reader's own time zone, written the interface language's way. The server does
 * not know that zone, so it renders the plain date and the browser replaces it after hydration,
 * without a hydration mismatch.
 */
export function LocalTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(iso.slice(0, 10));
  useEffect(
    () => setText(new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))),
    [iso, language],
  );
  return <time dateTime={iso}>{text}</time>;
}
