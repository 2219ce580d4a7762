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

/** "November 18, 2025" or "December 2025" (then the 1st) as YYYY-MM-DD; the content's dates are written so. */
export function isoDay(text: string): string {
  const match = /^([A-Z][a-z]+) (?:(\d{1,2}), )?(\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0) throw new Error(`Not a content date: ${text}`);
  return `${match[3]}-${String(month).padStart(2, "0")}-${(match[2] ?? "1").padStart(2, "0")}`;
}

/** Midnight UTC of a content date, as RFC 3339. */
export function isoDateTime(text: string): string {
  return `${isoDay(text)}T00:00:00Z`;
}
