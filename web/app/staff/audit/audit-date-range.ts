/**
 * The audit log's date filter: days picked in the administrator's own time
 * zone, sent as instants. `from` is the start of the first day, `to` the start
 * of the day after the last, so both days are included whole.
 */
export function dayRange(fromDay: string, toDay: string): { from?: string; to?: string } {
  return {
    from: fromDay ? startOfLocalDay(fromDay).toISOString() : undefined,
    to: toDay ? nextLocalDay(toDay).toISOString() : undefined,
  };
}

/** "2026-03-04" as local midnight. */
function startOfLocalDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

function nextLocalDay(day: string): Date {
  const start = startOfLocalDay(day);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
}
