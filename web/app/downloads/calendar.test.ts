import { describe, expect, it } from "vitest";
import { eventWhen, isUpcoming, zonedTimeToUtc } from "../published/event-time";
import type { EventEntry } from "../published/list-entries";
import { eventIcs, foldLine } from "./calendar";

const boston: EventEntry = {
  title: "International Gene Therapy Summit 2027",
  summary: "Mapping one sequence to many genes; first results, with questions",
  slug: "international-gene-therapy-summit-2027",
  href: "/events/international-gene-therapy-summit-2027",
  listing: "Conference",
  start: "2027-03-17T11:00",
  end: "2027-03-17T11:45",
  timeZone: "America/New_York",
  venue: "Hynes Convention Center, Boston, MA",
  kind: "Oral presentation",
};

const NOW = new Date("2026-11-22T12:00:00Z");
const WORDS = {
  companyName: "Example Bio",
  source: "Investors",
  description: "{kind} by Example Bio: {summary}.\nSee {url}",
};

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("calendar entries", () => {
  it("converts the venue's wall-clock time to UTC across daylight saving", () => {
    expect(zonedTimeToUtc("2027-03-17T11:00", "America/New_York").toISOString()).toBe("2027-03-17T15:00:00.000Z");
    expect(zonedTimeToUtc("2027-01-20T09:00", "America/Los_Angeles").toISOString()).toBe("2027-01-20T17:00:00.000Z");
    expect(zonedTimeToUtc("2027-03-14T01:30", "America/New_York").toISOString()).toBe("2027-03-14T06:30:00.000Z");
    expect(zonedTimeToUtc("2027-06-01T10:00", "Europe/Berlin").toISOString()).toBe("2027-06-01T08:00:00.000Z");
    expect(eventWhen(boston)).toBe("March 17, 2027 at 11:00 AM EDT");
  });

  it("writes an RFC 5545 calendar with CRLF lines, UTC times and escaped text", () => {
    const ics = eventIcs(boston, "https://www.helixmap.example/research-publications#conferences", NOW, WORDS);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Example Bio//Investors//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
    ]);
    expect(lines).toContain("DTSTART:20270317T150000Z");
    expect(lines).toContain("DTEND:20270317T154500Z");
    expect(lines).toContain("DTSTAMP:20261122T120000Z");
    expect(lines).toContain(
      "SUMMARY:International Gene Therapy Summit 2027: Mapping one sequence to many genes\\; first results\\, with questions",
    );
    expect(lines).toContain("LOCATION:Hynes Convention Center\\, Boston\\, MA");
    expect(lines).toContain(
      "DESCRIPTION:Oral presentation by Example Bio: Mapping one sequence to many genes\\; first results\\, with questions.\\nSee https://www.helixmap.example/research-publications#conferences",
    );
    expect(lines.find((l) => l.startsWith("UID:"))).toMatch(/^UID:[a-z0-9-]+@www\.helixmap\.example$/);
    expect(lines.slice(-3)).toEqual(["END:VEVENT", "END:VCALENDAR", ""]);
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const long = `DESCRIPTION:${"é".repeat(60)}${"a".repeat(60)}`;
    const folded = foldLine(long);
    const encoder = new TextEncoder();
    for (const line of folded.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((l) => l.startsWith(" ")),
    ).toBe(true);
  });

  it("counts an event as upcoming until it ends", () => {
    expect(isUpcoming(boston, NOW)).toBe(true);
    expect(isUpcoming(boston, new Date("2027-03-17T15:44:00Z"))).toBe(true);
    expect(isUpcoming(boston, new Date("2027-03-17T15:46:00Z"))).toBe(false);
  });
});
