import { useEffect, useState } from "react";

const format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * A moment in the reader's own time zone. The server does not know that zone, so it renders the
 * plain date and the browser replaces it after hydration, without a hydration mismatch.
 */
export function LocalTime({ iso }: { iso: string }) {
  const [text, setText] = useState(iso.slice(0, 10));
  useEffect(() => setText(format.format(new Date(iso))), [iso]);
  return <time dateTime={iso}>{text}</time>;
}
