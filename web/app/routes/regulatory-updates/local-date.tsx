import { useEffect, useState } from "react";

const OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };

export function formatDate(iso: string, locale?: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, OPTIONS);
}

/**
 * A calendar date in the visitor's locale. The pre-rendered HTML carries a
 * fixed en-US form so hydration matches; the visitor's locale is applied
 * after mount.
 */
export function LocalDate({ iso }: { iso: string }) {
  const [text, setText] = useState(() => formatDate(iso, "en-US"));
  useEffect(() => setText(formatDate(iso)), [iso]);
  return <time dateTime={iso}>{text}</time>;
}
