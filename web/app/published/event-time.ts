import type { EventFields } from "@helixmap/common/content-fields";

/** An event's times: wall-clock times at the venue and the venue's zone. */
export type EventTime = Pick<EventFields, "start" | "end" | "timeZone">;

const PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Milliseconds the zone is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - utcMs;
}

/** The UTC instant of a local wall-clock time in `timeZone` (daylight saving included). */
export function zonedTimeToUtc(local: string, timeZone: string): Date {
  const m = PARTS.exec(local);
  if (!m) throw new Error(`Not a local date-time: ${local}`);
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  // Near a daylight-saving change the offset at the first guess can differ from the offset at the answer.
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** Upcoming means it has not ended yet at `now`. */
export function isUpcoming(event: EventTime, now: Date): boolean {
  return zonedTimeToUtc(event.end, event.timeZone).getTime() > now.getTime();
}

/** "March 17, 2027, 11:00 AM EDT": the venue's own time, the same on the server and in any browser. */
export function eventWhen(event: EventTime): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: event.timeZone,
    dateStyle: "long",
    timeStyle: "short",
  })
    .format(zonedTimeToUtc(event.start, event.timeZone))
    .concat(` ${zoneName(event)}`);
}

function zoneName(event: EventTime): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: event.timeZone, timeZoneName: "short" }).formatToParts(
    zonedTimeToUtc(event.start, event.timeZone),
  );
  return parts.find((p) => p.type === "timeZoneName")?.value ?? event.timeZone;
}
