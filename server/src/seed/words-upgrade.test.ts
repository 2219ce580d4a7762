import type { SiteValues } from "@helixmap/common/pages/page-catalogue";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pageDocuments } from "../db/schema";
import { describeOnDatabases } from "../test/harness";
import { siteSeed } from "./pages/site";
import { seedContent } from "./seed-content";

describeOnDatabases("an install from before the smaller words were content, upgraded", (h) => {
  it("gains the new words in its settings, live and draft, and its pages' crumbs, keeping every word staff set", async () => {
    const { db, log } = h().services;
    const stored = async (key: string) => (await db.select().from(pageDocuments).where(eq(pageDocuments.key, key)))[0]!;
    // The settings as that version stored them: no fact labels, no feed-link words; staff renamed Home.
    const { itemFacts: _facts, ...older } = structuredClone(siteSeed) as Partial<SiteValues>;
    const { atomFeed: _feed, ...olderWords } = { ...siteSeed.words, home: "Start" };
    const site = await stored("site");
    await db
      .update(pageDocuments)
      .set({ fields: { ...older, words: olderWords }, draft: { ...older, words: { ...olderWords, home: "Begin" } } })
      .where(eq(pageDocuments.key, "site"));
    const { breadcrumb: _crumb, ...olderFilings } = (await stored("sec-filings")).fields;
    await db.update(pageDocuments).set({ fields: olderFilings }).where(eq(pageDocuments.key, "sec-filings"));

    const result = await seedContent(db, log, { items: false });
    expect(result.pages).toEqual(expect.arrayContaining(["site", "sec-filings"]));

    const after = await stored("site");
    const live = after.fields as SiteValues;
    expect(live.itemFacts).toEqual(siteSeed.itemFacts);
    expect(live.words.atomFeed).toBe(siteSeed.words.atomFeed);
    expect(live.words.home).toBe("Start");
    expect(after.version).toBe(site.version + 1);
    const draft = after.draft as SiteValues;
    expect(draft.itemFacts).toEqual(siteSeed.itemFacts);
    expect(draft.words.home).toBe("Begin");
    expect((await stored("sec-filings")).fields.breadcrumb).toBe("");

    // Nothing is missing any more: the next start changes nothing.
    expect((await seedContent(db, log, { items: false })).pages).toEqual([]);
  }, 120_000);
});
