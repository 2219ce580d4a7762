import { createHash } from "node:crypto";
import type { ContentItem, Deployment } from "@helixmap/common/api";
import { API_PATHS, STAFF_PAGE_PATHS } from "@helixmap/common/api-paths";
import type { MediaAsset } from "@helixmap/common/media/media-api";
import { beforeAll, expect, it } from "vitest";
import { describeOnDatabases, type Harness, type TestUser } from "../../test/harness";
import { publishWithoutApproval } from "../../test/review";
import { pdfWith, pngOf } from "../test-files";
import { upload } from "../test-upload";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function deploy(h: Harness, admin: TestUser): Promise<Deployment> {
  const res = await h.call("POST", API_PATHS.deployments, { body: {}, cookie: admin.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { deployment: Deployment }).deployment;
}

async function publicFetch(h: Harness, path: string) {
  const res = await fetch(h.url + path, { redirect: "manual" });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describeOnDatabases("deploys publish the media public content refers to", (harness) => {
  let admin: TestUser;
  let photo: MediaAsset;
  let report: MediaAsset;
  let reportBytes: Buffer;
  let partnerPhoto: MediaAsset;
  let unused: MediaAsset;
  let item: ContentItem;

  async function store(name: string, bytes: Uint8Array, fields: Record<string, string>): Promise<MediaAsset> {
    const res = await upload(harness(), admin.cookie, { name, bytes }, { fields });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.asset;
  }

  async function createItem(slug: string, content: string): Promise<ContentItem> {
    const res = await harness().call("POST", API_PATHS.content, {
      cookie: admin.cookie,
      body: {
        title: `Item ${slug}`,
        slug,
        content,
        contentType: "press_release",
        visibility: "public",
        published: true,
        fields: { category: "Corporate", featured: false },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { item: ContentItem }).item;
  }

  /** An edit of a published item is a draft until its changes are published. */
  async function setContent(id: string, content: string) {
    const h = harness();
    const saved = await h.call("PATCH", API_PATHS.contentItem(id), { cookie: admin.cookie, body: { content } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return h.call("POST", API_PATHS.publishContentChanges(id), { cookie: admin.cookie });
  }

  beforeAll(async () => {
    await publishWithoutApproval(harness());
    admin = await harness().createUser("administrator");
    photo = await store("lab.png", await pngOf(1000, 500), { alt: "The laboratory", visibility: "public" });
    reportBytes = pdfWith(["Annual report", "Pipeline", "Outlook"]);
    report = await store("annual-report.pdf", reportBytes, { visibility: "public" });
    partnerPhoto = await store("partner.png", await pngOf(700, 300), { alt: "For partners", visibility: "partner" });
    unused = await store("unused.png", await pngOf(500, 300), { alt: "Nobody shows me", visibility: "public" });
    item = await createItem(
      "lab-news",
      `![Our lab](${photo.url})\n\nRead the [annual report](${report.url}).\n\n![Again](${photo.url})`,
    );
  });

  it("copies only the referenced public media into the generation, content-hashed, cached for ever", async () => {
    const h = harness();
    const deployment = await deploy(h, admin);
    expect(deployment.status, deployment.message ?? "").toBe("success");
    const files = [...h.services.publishing.live().files.keys()].filter((p) => p.startsWith("/media/"));
    const [row] = await h.services.db.query.mediaAssets.findMany({ where: (m, { eq }) => eq(m.id, photo.id) });
    const photoHashes = row!.files.filter((f) => f.name !== "file" && f.name !== "thumbnail").map((f) => f.sha256);
    const expected = [...photoHashes.map((hash) => hash.slice(0, 16)), sha(reportBytes).slice(0, 16)];
    expect(files.map((p) => p.split("/")[2]).sort()).toEqual([...new Set(expected)].sort());
    expect(files).toContain(`/media/${sha(reportBytes).slice(0, 16)}/annual-report.pdf`);
    // Neither the partner image nor the public one nothing refers to, by any of their files' hashes.
    const others = await h.services.db.query.mediaAssets.findMany({
      where: (m, { inArray }) => inArray(m.id, [partnerPhoto.id, unused.id]),
    });
    const otherHashes = others.flatMap((o) => o.files.map((f) => f.sha256.slice(0, 16)));
    expect(otherHashes).toHaveLength(12);
    expect(files.filter((p) => otherHashes.includes(p.split("/")[2]!))).toEqual([]);

    const pdf = await publicFetch(h, `/media/${sha(reportBytes).slice(0, 16)}/annual-report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(pdf.bytes).equals(reportBytes)).toBe(true);
    const avif = files.find((p) => p.endsWith("-640w.avif"))!;
    expect((await publicFetch(h, avif)).headers.get("content-type")).toBe("image/avif");
    // The staff API never answers the public.
    expect((await publicFetch(h, photo.url)).status).toBe(401);
  });

  it("renders a responsive picture, the first with high priority, and document links with their facts", async () => {
    const h = harness();
    const html = Buffer.from((await publicFetch(h, "/press-releases/lab-news")).bytes).toString();
    expect(html).not.toContain("/api/media/");
    const pictures = html.match(/<picture>.*?<\/picture>/g) ?? [];
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toMatch(
      /<source type="image\/avif" srcset="\/media\/[0-9a-f]{16}\/lab-320w\.avif 320w, .*lab-960w\.avif 960w"/,
    );
    expect(pictures[0]).toContain('<source type="image/webp"');
    expect(pictures[0]).toContain('sizes="(min-width: 48rem) 48rem, 100vw"');
    expect(pictures[0]).toMatch(
      /<img src="\/media\/[0-9a-f]{16}\/lab\.jpg" alt="Our lab" width="1000" height="500" fetchpriority="high"/,
    );
    expect(pictures[1]).toContain('alt="Again"');
    expect(pictures[1]).toContain('loading="lazy"');
    expect(pictures[1]).not.toContain("fetchpriority");
    expect(html).toContain(
      `<a href="/media/${sha(reportBytes).slice(0, 16)}/annual-report.pdf" type="application/pdf">annual report</a> <span class="media-facts">(PDF, 3 pages, 1 KB)</span>`,
    );
  });

  it("refuses to publish a reference to partner media, a missing asset, or an image without alt text", async () => {
    const h = harness();
    const cases: [string, RegExp][] = [
      [
        `![x](${partnerPhoto.url})`,
        /The item “Item lab-news”, field content: refers to “partner\.png”, which is partner media/,
      ],
      [
        "[gone](/api/media/00000000-0000-4000-8000-000000000000/file)",
        /field content: refers to the media asset 00000000-0000-4000-8000-000000000000, which does not exist/,
      ],
    ];
    for (const [content, message] of cases) {
      expect((await setContent(item.id, content)).status).toBe(200);
      const refused = await deploy(h, admin);
      expect(refused.status).toBe("failed");
      expect(refused.message).toMatch(message);
    }
    const bare = await upload(h, admin.cookie, { name: "bare.png", bytes: await pngOf(64, 64) });
    expect((await setContent(item.id, `![](${bare.body.asset.url})`)).status).toBe(200);
    const noAlt = await deploy(h, admin);
    expect(noAlt.status).toBe("failed");
    expect(noAlt.message).toMatch(/shows the image “bare\.png”, which has no alt text/);
    await h.call("PATCH", API_PATHS.mediaAsset(bare.body.asset.id), {
      cookie: admin.cookie,
      body: { decorative: true },
    });
    const decorative = await deploy(h, admin);
    expect(decorative.status, decorative.message ?? "").toBe("success");
    const html = Buffer.from((await publicFetch(h, "/press-releases/lab-news")).bytes).toString();
    expect(html).toMatch(/<img src="\/media\/[0-9a-f]{16}\/bare\.jpg" alt="" width="64" height="64"/);
  });

  it("a rollback serves the files its generation referred to, after the file was replaced", async () => {
    const h = harness();
    expect((await setContent(item.id, `![Our lab](${photo.url})`)).status).toBe(200);
    const before = await deploy(h, admin);
    const oldFiles = [...h.services.publishing.live().files.keys()].filter((p) => p.startsWith("/media/"));
    const replaced = await upload(
      h,
      admin.cookie,
      { name: "lab.png", bytes: await pngOf(1200, 600, true) },
      { method: "PUT", path: API_PATHS.mediaFile(photo.id) },
    );
    expect(replaced.status).toBe(200);
    await deploy(h, admin);
    const newFiles = [...h.services.publishing.live().files.keys()].filter((p) => p.startsWith("/media/"));
    expect(newFiles.some((p) => oldFiles.includes(p))).toBe(false);
    // Transparency: the new fallback is a PNG.
    expect(newFiles.some((p) => p.endsWith("/lab.png"))).toBe(true);
    expect((await publicFetch(h, oldFiles[0]!)).status).toBe(302);

    const rollback = await h.call("POST", API_PATHS.deploymentRollback(before.id), { cookie: admin.cookie });
    expect(rollback.status).toBe(200);
    for (const path of oldFiles) expect((await publicFetch(h, path)).status, path).toBe(200);
  });

  it("a preview shows the media through the staff addresses, none public", async () => {
    const h = harness();
    const draft = await h.call("POST", API_PATHS.content, {
      cookie: admin.cookie,
      body: {
        title: "Unpublished lab tour",
        slug: "lab-tour",
        content: `![Tour](${photo.url})`,
        contentType: "press_release",
        visibility: "public",
        published: false,
        fields: { category: "Corporate", featured: false },
      },
    });
    const id = (draft.body as { item: ContentItem }).item.id;
    const res = await h.call("GET", STAFF_PAGE_PATHS.preview(id), { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const html = String(res.body);
    expect(html).toContain(`<img src="${API_PATHS.mediaVariant(photo.id, "fallback")}" alt="Tour"`);
    expect(html).toContain(`${API_PATHS.mediaVariant(photo.id, "w320.avif")} 320w`);
    expect(html).not.toMatch(/["\s]\/media\//);
  });
});
