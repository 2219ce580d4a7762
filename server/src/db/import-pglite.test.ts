import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { auditLogs, contentSections, user, userProfiles } from "./schema";

describe("a data directory from before the embedded PostgreSQL", () => {
  // PGlite takes seconds to open (twice here: writing the old data, then reading it for the copy).
  it("has its PGlite rows copied once into the embedded PostgreSQL, and the PGlite folder kept aside", {
    timeout: 180_000,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "helixmap-import-"));
    try {
      const old = await openDatabase({ dataDir, embedded: "pglite" });
      await old.db.insert(user).values({ id: "u1", name: "Ada", email: "ada@test.helixmap.example" });
      await old.db.insert(userProfiles).values({ id: "u1", email: "ada@test.helixmap.example", role: "partner" });
      const [item] = await old.db
        .insert(contentSections)
        .values({ title: "Before", slug: "before", content: "x", authorId: "u1" })
        .returning();
      await old.db.insert(auditLogs).values({
        userId: "u1",
        action: "content_created",
        resourceType: "content_section",
        resourceId: item!.id,
        newValues: { title: "Before" },
      });
      await old.close();

      const moved = await openDatabase({ dataDir });
      expect(moved.kind).toBe("embedded-postgres");
      expect(await moved.db.select().from(userProfiles)).toMatchObject([{ id: "u1", role: "partner" }]);
      expect(await moved.db.select().from(contentSections)).toMatchObject([{ id: item!.id, title: "Before" }]);
      expect(await moved.db.select().from(auditLogs)).toMatchObject([{ newValues: { title: "Before" } }]);
      await moved.close();

      expect(existsSync(join(dataDir, "pglite"))).toBe(false);
      expect(readdirSync(dataDir).filter((f) => f.startsWith("pglite-imported-"))).toHaveLength(1);
      const again = await openDatabase({ dataDir });
      expect(await again.db.select().from(contentSections)).toHaveLength(1);
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
