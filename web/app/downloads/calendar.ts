import { fillIn } from "@helixmap/common/pages/fill-in";
import { site } from "@helixmap/common/site";
import { zonedTimeToUtc } from "../published/event-time";
import type { EventEntry } from "../published/list-entries";
import { saveBlob } from "./save-file";

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after CRLF and one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The file's words, from the content: the company's name, and the event cards' calendar fields. */
export interface CalendarWords {
  companyName: string;
  /** Who publishes the file, after the company's name ("Investor Relations"). */
  source: string;
  /** The event's description, with blanks for `{kind}`, `{summary}` and `{url}`. */
  description: string;
}

/**
 * One event as an iCalendar file. Start and end are given in UTC, converted
 * from the venue's wall-clock time and zone, so every calendar shows the right
 * moment in its owner's own time zone.
 */
export function eventIcs(event: EventEntry, pageUrl: string, now: Date, words: CalendarWords): string {
  // The slug and start together: a moved event is a new calendar entry, a renamed one is not. The
  // code's origin, not SITE_ORIGIN, so an entry keeps its id wherever the site is served from.
  const uid = `${event.slug}-${event.start.replace(/[^0-9]/g, "")}@${new URL(site.origin).hostname}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${words.companyName}//${words.source}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(zonedTimeToUtc(event.start, event.timeZone))}`,
    `DTEND:${utcStamp(zonedTimeToUtc(event.end, event.timeZone))}`,
    `SUMMARY:${escapeText(`${event.title}: ${event.summary}`)}`,
    `DESCRIPTION:${escapeText(fillIn(words.description, { kind: event.kind, summary: event.summary, url: pageUrl }))}`,
    `LOCATION:${escapeText(event.venue)}`,
    `URL:${pageUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

export function icsFileName(event: EventEntry): string {
  return `${event.title.replace(/[^a-zA-Z0-9]/g, "_")}.ics`;
}

export function downloadEventIcs(event: EventEntry, pageUrl: string, words: CalendarWords): void {
  const ics = eventIcs(event, pageUrl, new Date(), words);
  saveBlob(new Blob([ics], { type: "text/calendar;charset=utf-8" }), icsFileName(event));
}
