import { API_PATHS } from "@helixmap/common/api-paths";
import { type MediaAsset, mediaAssetSchema } from "@helixmap/common/media/media-api";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { auditLogs, mediaAssets } from "../db/schema";
import { PAGE_SEEDS } from "../seed/page-seeds";
import { describeOnDatabases, type TestUser } from "../test/harness";
import { publishWithoutApproval } from "../test/review";
import { jpegWithExif, pdfWith, pngOf } from "./test-files";
import { fetchBytes, upload } from "./test-upload";

describeOnDatabases("media library API", (harness) => {
  let admin: TestUser;
  let partner: TestUser;
  let photo: MediaAsset;
  let filing: MediaAsset;

  beforeAll(async () => {
    const h = harness();
    await publishWithoutApproval(h);
    admin = await h.createUser("administrator");
    partner = await h.createUser("partner");
  });

  it("stores an image: 201, sanitised name, size, variants, and the EXIF and GPS stripped", async () => {
    const h = harness();
    const bytes = await jpegWithExif(1400, 700);
    const res = await upload(
      h,
      admin.cookie,
      { name: "../../Lab Photo (GPS).jpeg", bytes, type: "image/jpeg" },
      { fields: { alt: "The lab at dawn", visibility: "public" } },
    );
    expect(res.status).toBe(201);
    photo = mediaAssetSchema.parse(res.body.asset);
    expect(photo).toMatchObject({
      filename: "Lab-Photo-GPS.jpg",
      kind: "image",
      mimeType: "image/jpeg",
      width: 1400,
      height: 700,
      pages: null,
      alt: "The lab at dawn",
      visibility: "public",
      url: API_PATHS.mediaFile(photo.id),
    });
    const file = await fetchBytes(h, admin.cookie, photo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(file.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(file.bytes).includes("HelixCam")).toBe(false);
    expect(file.bytes.byteLength).toBe(photo.bytes);
    for (const name of ["w320.avif", "w1280.webp", "fallback"]) {
      const variant = await fetchBytes(h, admin.cookie, API_PATHS.mediaVariant(photo.id, name));
      expect(variant.status, name).toBe(200);
    }
    const wide = await fetchBytes(h, admin.cookie, API_PATHS.mediaVariant(photo.id, "w1920.avif"));
    expect(wide.status).toBe(404);
    const w640 = await fetchBytes(h, admin.cookie, API_PATHS.mediaVariant(photo.id, "w640.webp"));
    expect((await sharp(w640.bytes).metadata()).width).toBe(640);
  });

  it("applies the orientation before the metadata goes", async () => {
    const h = harness();
    const res = await upload(h, admin.cookie, { name: "turned.jpg", bytes: await jpegWithExif(300, 100, 6) });
    expect(res.status).toBe(201);
    expect(res.body.asset).toMatchObject({ width: 100, height: 300 });
  });

  it("the same bytes twice give the same asset", async () => {
    const h = harness();
    const bytes = await pngOf(50, 40);
    const first = await upload(h, admin.cookie, { name: "a.png", bytes });
    const second = await upload(h, admin.cookie, { name: "b.png", bytes });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.asset.id).toBe(first.body.asset.id);
    expect(second.body.asset.filename).toBe("a.png");
  });

  it("reads a PDF's page count and text, makes a thumbnail, and keeps the exact bytes", async () => {
    const h = harness();
    const bytes = pdfWith(["Form 10-K annual report", "Risk factors and pipeline"], { compressed: true });
    const res = await upload(h, admin.cookie, { name: "10-K 2025.pdf", bytes }, { fields: { visibility: "partner" } });
    expect(res.status).toBe(201);
    filing = mediaAssetSchema.parse(res.body.asset);
    expect(filing).toMatchObject({
      kind: "document",
      mimeType: "application/pdf",
      pages: 2,
      filename: "10-K-2025.pdf",
    });
    const file = await fetchBytes(h, admin.cookie, filing.url);
    expect(Buffer.from(file.bytes).equals(bytes)).toBe(true);
    expect(file.headers.get("content-disposition")).toBe('inline; filename="10-K-2025.pdf"');
    const thumbnail = await fetchBytes(h, admin.cookie, filing.thumbnailUrl);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(thumbnail.bytes).metadata()).width).toBe(320);
  });

  it("searches names, alt text and PDF text, and filters by kind", async () => {
    const h = harness();
    const search = async (values: Record<string, string>) =>
      ((await h.call("GET", API_PATHS.mediaPage(values), { cookie: admin.cookie })).body as { assets: MediaAsset[] })
        .assets;
    expect((await search({ search: "risk FACTORS" })).map((a) => a.id)).toEqual([filing.id]);
    expect((await search({ search: "lab at dawn" })).map((a) => a.id)).toEqual([photo.id]);
    expect((await search({ search: "lab-photo" })).map((a) => a.id)).toEqual([photo.id]);
    expect((await search({ kind: "document" })).every((a) => a.kind === "document")).toBe(true);
    expect((await search({ kind: "image" })).some((a) => a.id === photo.id)).toBe(true);
    const bad = await h.call("GET", API_PATHS.mediaPage({ kind: "video" }), { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: "VALIDATION_FAILED", fields: { kind: expect.any(String) } } });
  });

  it("pages the library with a cursor", async () => {
    const h = harness();
    for (const width of [41, 42]) {
      expect((await upload(h, admin.cookie, { name: `page-${width}.png`, bytes: await pngOf(width, 9) })).status).toBe(
        201,
      );
    }
    const first = await h.call("GET", API_PATHS.mediaPage({ limit: 1 }), { cookie: admin.cookie });
    const body = first.body as { assets: MediaAsset[]; nextCursor: string };
    expect(body.assets).toHaveLength(1);
    expect(body.nextCursor).toEqual(expect.any(String));
    const second = await h.call("GET", API_PATHS.mediaPage({ limit: 1, cursor: body.nextCursor }), {
      cookie: admin.cookie,
    });
    expect((second.body as { assets: MediaAsset[] }).assets[0]?.id).not.toBe(body.assets[0]?.id);
  });

  it("changes alt text, caption, focal point and visibility, audited with the change", async () => {
    const h = harness();
    const res = await h.call("PATCH", API_PATHS.mediaAsset(photo.id), {
      cookie: admin.cookie,
      body: { alt: "Our laboratory", caption: "Cambridge, 2025", focalPoint: { x: 0.25, y: 0.5 } },
    });
    expect(res.status).toBe(200);
    expect((res.body as { asset: MediaAsset }).asset).toMatchObject({
      alt: "Our laboratory",
      caption: "Cambridge, 2025",
      focalPoint: { x: 0.25, y: 0.5 },
    });
    const [entry] = await h.services.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, "media_updated"))
      .orderBy(auditLogs.createdAt);
    expect(entry).toMatchObject({
      resourceType: "media_asset",
      resourceId: photo.id,
      userId: admin.id,
      oldValues: expect.objectContaining({ alt: "The lab at dawn" }),
      newValues: expect.objectContaining({ alt: "Our laboratory" }),
    });
    const bad = await h.call("PATCH", API_PATHS.mediaAsset(photo.id), {
      cookie: admin.cookie,
      body: { focalPoint: { x: 2, y: 0 }, visibility: "secret" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { fields: { "focalPoint.x": expect.any(String), visibility: expect.any(String) } },
    });
  });

  it("lets partners read public and partner assets only, and never write", async () => {
    const h = harness();
    const secret = await upload(
      h,
      admin.cookie,
      { name: "board.png", bytes: await pngOf(30, 30) },
      {
        fields: { visibility: "admin" },
      },
    );
    const id = secret.body.asset.id as string;
    const list = await h.call("GET", API_PATHS.media, { cookie: partner.cookie });
    const ids = (list.body as { assets: MediaAsset[] }).assets.map((a) => a.id);
    expect(ids).toContain(photo.id);
    expect(ids).toContain(filing.id);
    expect(ids).not.toContain(id);
    expect((await h.call("GET", API_PATHS.mediaAsset(id), { cookie: partner.cookie })).status).toBe(404);
    expect((await fetchBytes(h, partner.cookie, API_PATHS.mediaFile(id))).status).toBe(404);
    expect((await fetchBytes(h, partner.cookie, filing.url)).status).toBe(200);
    expect((await upload(h, partner.cookie, { name: "x.png", bytes: await pngOf(9, 9) })).status).toBe(403);
    expect((await h.call("DELETE", API_PATHS.mediaAsset(photo.id), { cookie: partner.cookie })).status).toBe(403);
  });

  it("replaces the file keeping the id, and notes it in the history of the items that show it", async () => {
    const h = harness();
    const item = await h.call("POST", API_PATHS.content, {
      cookie: admin.cookie,
      body: {
        title: "Lab opening",
        slug: `lab-opening-${Date.now()}`,
        content: `![Our lab](${photo.url})`,
        contentType: "press_release",
        visibility: "public",
        published: false,
        fields: { category: "Corporate", featured: false },
      },
    });
    expect(item.status).toBe(201);
    const itemId = (item.body as { item: { id: string } }).item.id;
    const detail = await h.call("GET", API_PATHS.mediaAsset(photo.id), { cookie: admin.cookie });
    expect((detail.body as { usedBy: unknown[] }).usedBy).toEqual([{ type: "item", id: itemId, title: "Lab opening" }]);

    const replaced = await upload(
      h,
      admin.cookie,
      { name: "new-lab.png", bytes: await pngOf(800, 600) },
      { method: "PUT", path: API_PATHS.mediaFile(photo.id) },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.asset).toMatchObject({
      id: photo.id,
      filename: "new-lab.png",
      width: 800,
      alt: "Our laboratory",
    });
    const versions = await h.call("GET", API_PATHS.contentVersions(itemId), { cookie: admin.cookie });
    expect((versions.body as { versions: { kind: string }[] }).versions[0]?.kind).toBe("media_replaced");
    const [audit] = await h.services.db.select().from(auditLogs).where(eq(auditLogs.action, "media_replaced"));
    expect(audit).toMatchObject({
      resourceId: photo.id,
      newValues: expect.objectContaining({ filename: "new-lab.png" }),
    });

    const refused = await upload(
      h,
      admin.cookie,
      { name: "not-an-image.pdf", bytes: pdfWith(["x"]) },
      { method: "PUT", path: API_PATHS.mediaFile(photo.id) },
    );
    expect(refused.status).toBe(415);

    const deleting = await h.call("DELETE", API_PATHS.mediaAsset(photo.id), { cookie: admin.cookie });
    expect(deleting.status).toBe(409);
    expect(deleting.body).toMatchObject({
      error: { code: "MEDIA_IN_USE", message: expect.stringContaining("Lab opening") },
    });
    expect((await h.call("DELETE", API_PATHS.contentItem(itemId), { cookie: admin.cookie })).status).toBe(204);
    expect((await h.call("DELETE", API_PATHS.mediaAsset(photo.id), { cookie: admin.cookie })).status).toBe(204);
    expect((await h.call("GET", API_PATHS.mediaAsset(photo.id), { cookie: admin.cookie })).status).toBe(404);
    const [deleted] = await h.services.db.select().from(auditLogs).where(eq(auditLogs.action, "media_deleted"));
    expect(deleted).toMatchObject({ resourceId: photo.id, userId: admin.id });
    expect(await h.services.db.select().from(mediaAssets).where(eq(mediaAssets.id, photo.id))).toEqual([]);
  });

  it("lists a page whose draft shows an asset, and notes a replacement in the page's history", async () => {
    const h = harness();
    const diagram = await upload(
      h,
      admin.cookie,
      { name: "diagram.png", bytes: await pngOf(300, 200) },
      {
        fields: { alt: "How it works" },
      },
    );
    const asset = diagram.body.asset as MediaAsset;
    const story = `![How it works](${asset.url})`;
    const saved = await h.call("PATCH", API_PATHS.page("about"), {
      cookie: admin.cookie,
      body: { fields: { ...PAGE_SEEDS.about, story } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const detail = await h.call("GET", API_PATHS.mediaAsset(asset.id), { cookie: admin.cookie });
    expect((detail.body as { usedBy: unknown[] }).usedBy).toEqual([
      { type: "page", key: "about", title: PAGE_SEEDS.about.title },
    ]);
    const before = (await h.call("GET", API_PATHS.pageVersions("about"), { cookie: admin.cookie })).body as {
      versions: { number: number; kind: string }[];
    };
    const replaced = await upload(
      h,
      admin.cookie,
      { name: "diagram-v2.png", bytes: await pngOf(320, 200) },
      { method: "PUT", path: API_PATHS.mediaFile(asset.id) },
    );
    expect(replaced.status).toBe(200);
    const after = (await h.call("GET", API_PATHS.pageVersions("about"), { cookie: admin.cookie })).body as {
      versions: { number: number; kind: string }[];
    };
    expect(after.versions[0]).toMatchObject({ number: (before.versions[0]?.number ?? 0) + 1, kind: "media_replaced" });
    const deleting = await h.call("DELETE", API_PATHS.mediaAsset(asset.id), { cookie: admin.cookie });
    expect(deleting.status).toBe(409);
    expect(deleting.body).toMatchObject({ error: { code: "MEDIA_IN_USE", message: expect.stringContaining("page") } });
  });
});
