import { createHash } from "node:crypto";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { Values } from "@helixmap/common/pages/fields";
import type { PAGE_FIELDS, PageKey } from "@helixmap/common/pages/page-catalogue";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLogs, contentSections, mediaAssets, pageDocuments } from "../db/schema";
import { pdfWith } from "../media/test-files";
import { fetchBytes, upload } from "../media/test-upload";
import { takeSnapshot } from "../publishing/generation/snapshot";
import { describeOnDatabases, type TestUser } from "../test/harness";
import { readPdf } from "../test/pdf-text";
import { publishWithoutApproval } from "../test/review";
import { siteDownloads } from "./documents/catalogue";
import { seedDocuments } from "./seed-documents";

const ORIGIN = "https://www.example.test";
/** Typesetting and reading some forty PDFs (text, page count, thumbnail) takes a while on a busy machine. */
const SEEDING_MS = 180_000;
const mediaUrl = /^\/api\/media\/[0-9a-f-]{36}\/file$/;

describeOnDatabases(
  "the site's documents, seeded into the media library once",
  (h) => {
    let admin: TestUser;
    let staffFile: string;
    let staffRelease: string;
    const seed = () => seedDocuments(h().services.db, h().services.media, h().services.log, { origin: ORIGIN });

    beforeAll(async () => {
      await publishWithoutApproval(h());
      admin = await h().createUser("administrator");
      // An install in use before the library existed: staff wrote their own release and chose a file for a page.
      const release = await h().call("POST", API_PATHS.content, {
        body: {
          title: "Staff release",
          slug: "staff-release",
          contentType: "press_release",
          content: "Our own words.",
          published: true,
        },
        cookie: admin.cookie,
      });
      expect(release.status).toBe(201);
      staffRelease = (release.body as { item: { id: string } }).item.id;
      const uploaded = await upload(h(), admin.cookie, {
        name: "real-overview.pdf",
        bytes: pdfWith(["The real overview"]),
      });
      expect(uploaded.status).toBe(201);
      staffFile = uploaded.body.asset.url;
      const [about] = await h().services.db.select().from(pageDocuments).where(eq(pageDocuments.key, "about"));
      await h()
        .services.db.update(pageDocuments)
        .set({ fields: { ...about!.fields, overview: { label: "Download", document: staffFile } } })
        .where(eq(pageDocuments.key, "about"));
    });

    it(
      "stores every download as a public PDF, by the server, audited, and links each page and item to it",
      async () => {
        const { db } = h().services;
        const downloads = siteDownloads({ ...(await takeSnapshot(db)), origin: ORIGIN });
        const result = await seed();
        // Every download of the seeded site, and the staff release's own.
        expect(downloads.some((d) => d.document.title === "Staff release")).toBe(true);
        expect(result.stored).toBe(downloads.length);
        const seeded = await db.select().from(mediaAssets).where(isNull(mediaAssets.createdBy));
        expect(seeded.length).toBe(result.stored);
        expect(seeded.every((a) => a.kind === "document" && a.visibility === "public" && (a.pages ?? 0) >= 1)).toBe(
          true,
        );
        const audits = await db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.action, "media_uploaded"), isNull(auditLogs.userId)));
        expect(audits.length).toBe(result.stored);

        const rows = new Map((await db.select().from(pageDocuments)).map((p) => [p.key, p.fields]));
        const page = <K extends PageKey>(key: K) => rows.get(key) as Values<(typeof PAGE_FIELDS)[K]>;
        expect(page("technology").overview.document).toMatch(mediaUrl);
        expect(page("privacy-policy").download.document).toMatch(mediaUrl);
        expect(page("home").pitchDeck.file).toMatch(mediaUrl);
        expect(page("press-releases").mediaKit.every((m) => mediaUrl.test(String(m.file)))).toBe(true);
        expect(page("clinical-trials").trials.every((t) => mediaUrl.test(String(t.document)))).toBe(true);
        // The file staff chose stays chosen.
        expect(page("about").overview.document).toBe(staffFile);

        const releases = await db
          .select()
          .from(contentSections)
          .where(eq(contentSections.contentType, "press_release"));
        expect(releases.every((r) => mediaUrl.test(String(r.fields.document)))).toBe(true);
        // Staff's own release is kept, and offers its words as a PDF as it did before.
        const own = releases.find((r) => r.id === staffRelease)!;
        expect(own.title).toBe("Staff release");
        const file = await fetchBytes(h(), admin.cookie, String(own.fields.document));
        expect(file.status).toBe(200);
        const pdf = await readPdf(file.bytes);
        expect(pdf.title).toBe("Staff release");
        expect(pdf.text).toContain("Our own words.");
      },
      SEEDING_MS,
    );

    it("publishes exactly the documents the published content refers to, at immutable content-hashed addresses", async () => {
      const { db, publishing } = h().services;
      const unused = await upload(h(), admin.cookie, {
        name: "draft-only.pdf",
        bytes: pdfWith(["Not linked anywhere"]),
      });
      expect(unused.status).toBe(201);
      expect((await h().call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie })).status).toBe(201);
      const snapshot = await takeSnapshot(db);
      const published = [...publishing.live().files.keys()].filter((p) => p.startsWith("/media/"));
      const referenced = Object.values(snapshot.media!).flatMap((a) => a.files.map((f) => f.path));
      expect(published.sort()).toEqual(referenced.sort());
      expect(published.some((p) => p.includes("draft-only"))).toBe(false);
      // The staff file on About is published; so is every seeded download still linked.
      const staffId = /\/api\/media\/([0-9a-f-]{36})\/file/.exec(staffFile)![1]!;
      expect(snapshot.media![staffId]!.filename).toBe("real-overview.pdf");
      const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.filename, "Regulatory_Summary.pdf"));
      const href = snapshot.media![asset!.id]!.href;
      expect(snapshot.pages["regulatory-updates"].summary.document).toBe(href);
      const res = await fetch(h().url + href);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("immutable");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(asset!.sha256);
    });

    it("seeds nothing at the next start, and keeps a download staff removed removed", async () => {
      const { db } = h().services;
      const [science] = await db.select().from(pageDocuments).where(eq(pageDocuments.key, "science"));
      const fields = science!.fields as Values<(typeof PAGE_FIELDS)["science"]>;
      await db
        .update(pageDocuments)
        .set({ fields: { ...fields, summary: { ...fields.summary, document: null } } })
        .where(eq(pageDocuments.key, "science"));
      const before = (await db.select().from(mediaAssets)).length;
      expect(await seed()).toEqual({ stored: 0, pages: [], items: 0 });
      expect((await db.select().from(mediaAssets)).length).toBe(before);
      const [after] = await db.select().from(pageDocuments).where(eq(pageDocuments.key, "science"));
      expect((after!.fields as Values<(typeof PAGE_FIELDS)["science"]>).summary.document).toBeNull();
    });
  },
  { seedItems: true },
);
