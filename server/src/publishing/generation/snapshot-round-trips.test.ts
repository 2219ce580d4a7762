import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contentSections } from "../../db/schema";
import { seedContent } from "../../seed/seed-content";
import { countRoundTrips } from "../../test/count-round-trips";
import { describeOnDatabases } from "../../test/harness";
import { itemMarkdown, takeSnapshot } from "./snapshot";

describeOnDatabases("a deploy's snapshot", (h) => {
  it("reads every page, the HTML documents, the site settings and every published item in two queries, however many there are", async () => {
    await seedContent(h().services.db, h().services.log, { items: true });
    const trips = countRoundTrips(h().services.db);
    trips.reset();
    const snapshot = await takeSnapshot(h().services.db);
    expect(Object.keys(snapshot.pages)).toHaveLength(15);
    expect(Object.keys(snapshot.htmlDocuments ?? {}).sort()).toEqual(["scientific-foundation", "technology-demo"]);
    expect(snapshot.items.length).toBeGreaterThan(10);
    expect(trips.count()).toBe(2);
  });

  it("renders again only the Markdown of an item whose body changed since the last snapshot", async () => {
    const { db } = h().services;
    const first = await takeSnapshot(db);
    const rendersBefore = itemMarkdown.renders;
    const again = await takeSnapshot(db);
    expect(itemMarkdown.renders).toBe(rendersBefore);
    expect(again.items.map((i) => i.html)).toEqual(first.items.map((i) => i.html));

    const edited = first.items[0]!;
    await db
      .update(contentSections)
      .set({ content: "A body **rewritten** since." })
      .where(eq(contentSections.id, edited.id));
    const after = await takeSnapshot(db);
    // Its HTML, and its excerpt when it has no summary.
    expect(itemMarkdown.renders - rendersBefore).toBeGreaterThan(0);
    expect(itemMarkdown.renders - rendersBefore).toBeLessThanOrEqual(2);
    expect(after.items.find((i) => i.id === edited.id)!.html).toContain("<strong>rewritten</strong>");
    const others = (s: typeof first) => s.items.filter((i) => i.id !== edited.id).map((i) => i.html);
    expect(others(after)).toEqual(others(first));
  });
});
