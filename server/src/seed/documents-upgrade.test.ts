import { readFile } from "node:fs/promises";
import type { Values } from "@helixmap/common/pages/fields";
import type { PAGE_FIELDS, PageKey } from "@helixmap/common/pages/page-catalogue";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { pageDocuments } from "../db/schema";
import { describeOnDatabases } from "../test/harness";
import { seedDocuments } from "./seed-documents";

const MIGRATION = new URL("../../drizzle/0020_page_downloads_refer_to_the_media_library.sql", import.meta.url);
const mediaUrl = /^\/api\/media\/[0-9a-f-]{36}\/file$/;

describeOnDatabases(
  "an install from before the media library, upgraded",
  (h) => {
    it("gets its page downloads reshaped by the migration and linked to seeded files at the next start, keeping staff's words", async () => {
      const { db } = h().services;
      const stored = async <K extends PageKey>(key: K) =>
        (await db.select().from(pageDocuments).where(eq(pageDocuments.key, key)))[0]!;
      // The stored values as that version wrote them: a PAGE_DOWNLOADS id, typed-in media kit sizes, trials without a file.
      const about = await stored("about");
      const aboutFields = about.fields as Values<(typeof PAGE_FIELDS)["about"]>;
      await db
        .update(pageDocuments)
        .set({
          fields: { ...aboutFields, overview: { label: "Get our overview", document: "company-overview" } },
          draft: { ...aboutFields, overview: { label: "Draft words", document: "company-overview" } },
        })
        .where(eq(pageDocuments.key, "about"));
      const press = (await stored("press-releases")).fields as Values<(typeof PAGE_FIELDS)["press-releases"]>;
      await db
        .update(pageDocuments)
        .set({
          fields: { ...press, mediaKit: press.mediaKit.map(({ file: _file, ...entry }) => ({ ...entry, size: 2.3 })) },
        })
        .where(eq(pageDocuments.key, "press-releases"));
      const trials = (await stored("clinical-trials")).fields as Values<(typeof PAGE_FIELDS)["clinical-trials"]>;
      await db
        .update(pageDocuments)
        .set({ fields: { ...trials, trials: trials.trials.map(({ document: _document, ...trial }) => trial) } })
        .where(eq(pageDocuments.key, "clinical-trials"));

      for (const statement of (await readFile(MIGRATION, "utf8")).split("--> statement-breakpoint")) {
        await db.execute(sql.raw(statement));
      }
      const reshaped = (await stored("about")).fields as Values<(typeof PAGE_FIELDS)["about"]>;
      expect(reshaped.overview).toEqual({ label: "Get our overview", document: null });

      await seedDocuments(db, h().services.media, h().services.log, { origin: "https://www.example.test" });
      const after = await stored("about");
      const live = after.fields as Values<(typeof PAGE_FIELDS)["about"]>;
      expect(live.overview.label).toBe("Get our overview");
      expect(live.overview.document).toMatch(mediaUrl);
      expect((after.draft as Values<(typeof PAGE_FIELDS)["about"]>).overview).toEqual({
        label: "Draft words",
        document: live.overview.document,
      });
      const kit = ((await stored("press-releases")).fields as Values<(typeof PAGE_FIELDS)["press-releases"]>).mediaKit;
      expect(kit.every((entry) => mediaUrl.test(String(entry.file)) && !("size" in entry))).toBe(true);
      const cards = ((await stored("clinical-trials")).fields as Values<(typeof PAGE_FIELDS)["clinical-trials"]>)
        .trials;
      expect(cards.every((trial) => mediaUrl.test(String(trial.document)))).toBe(true);
    }, 180_000);
  },
  { seedItems: true },
);
