import { expect, it } from "vitest";
import { seedContent } from "../../seed/seed-content";
import { countRoundTrips } from "../../test/count-round-trips";
import { describeOnDatabases } from "../../test/harness";
import { takeSnapshot } from "./snapshot";

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
});
