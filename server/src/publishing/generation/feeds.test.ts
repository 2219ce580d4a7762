import type { PublishedSnapshot } from "@helixmap/common/publishing";
import { describe, expect, it } from "vitest";
import { generationFeeds } from "./feeds";

const ORIGIN = "https://www.helixmap.example";

const snapshot: Pick<PublishedSnapshot, "items" | "takenAt"> = {
  takenAt: "2026-03-02T10:00:00.000Z",
  items: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      contentType: "press_release",
      title: "Staff Release",
      slug: "staff-release",
      summary: "Published from the staff area.",
      displayDate: "2026-03-01",
      html: "<p>Body</p>",
      fields: { category: "Company", featured: false },
      updatedAt: "2026-03-01T09:00:00.000Z",
    },
  ],
};

describe("generationFeeds", () => {
  it("adds the snapshot's published press releases to the press feed, linking their own pages", () => {
    const press = generationFeeds(snapshot, ORIGIN).find((f) => f.path === "/feeds/press-releases.xml")!;
    expect(press.body).toContain('<title type="text">Staff Release</title>');
    expect(press.body).toContain(`${ORIGIN}/press-releases/staff-release`);
    const filings = generationFeeds(snapshot, ORIGIN).find((f) => f.path === "/feeds/sec-filings.xml")!;
    expect(filings.body).not.toContain("Staff Release");
  });

  it("writes the same bytes for the same snapshot, so every instance agrees", () => {
    expect(generationFeeds(snapshot, ORIGIN)).toEqual(generationFeeds(snapshot, ORIGIN));
    expect(generationFeeds({ takenAt: snapshot.takenAt, items: [] }, ORIGIN)[0]!.body).not.toContain("Staff Release");
  });
});
