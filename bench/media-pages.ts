// Issue 24: what a library image costs a public page. Two press releases with the same words, one opening
// with a large uploaded photograph, deployed together and measured by Lighthouse in turn.
import type { ContentInput } from "@helixmap/common/api";
import { API_PATHS } from "@helixmap/common/api-paths";
import type { MediaAssetResponse } from "@helixmap/common/media/media-api";
import { publishedItemPath } from "@helixmap/common/publishing";
import sharp from "sharp";
import { benchAccounts, createAccounts } from "./api-accounts";
import type { Section } from "./bench-report";
import { type LighthouseFigures, type LighthouseRoute, runLighthouse } from "./lighthouse";
import { deploy, publishWithoutApproval, seed } from "./publishing";
import { newDataDir, removeDataDir, startServer } from "./server-process";

export interface MediaPageFigures {
  /** The photograph as uploaded. */
  upload: { width: number; height: number; bytes: number };
  withImage: LighthouseRoute;
  withoutImage: LighthouseRoute;
}

const PHOTO = { width: 2400, height: 1600 };

const BODY = [
  "The first participants of the HIV programme's dose-finding study have completed their follow-up visits.",
  "",
  "## What was measured",
  "",
  "Codon mapping links a **synthetic sequence** to therapeutic genes across cellular pathways; the study",
  "followed how long the mapped CCR5 edit persisted in circulating cells.",
  "",
  "- Safety and tolerability at three dose levels",
  "- Persistence of the edit at twelve and twenty-four weeks",
].join("\n");

/** A photograph-like JPEG: a smooth gradient with noise, which compresses as a real photo does (not to nothing). */
async function photograph(): Promise<Buffer> {
  const { width, height } = PHOTO;
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const noise = (state >> 16) % 40;
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width + noise;
      pixels[i + 1] = (y * 200) / height + noise;
      pixels[i + 2] = 120 + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function upload(url: string, cookie: string, bytes: Buffer): Promise<MediaAssetResponse["asset"]> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "trial-site.jpg");
  form.set("alt", "Researchers reviewing sequencing results at the trial site");
  form.set("visibility", "public");
  const res = await fetch(`${url}${API_PATHS.media}`, { method: "POST", headers: { origin: url, cookie }, body: form });
  if (!res.ok) throw new Error(`Uploading the photograph answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as MediaAssetResponse).asset;
}

function release(slug: string, content: string): ContentInput {
  return {
    title: "Dose-finding study completes its first follow-up visits",
    slug,
    summary: "The first participants have completed their follow-up visits.",
    displayDate: "2026-11-20",
    content,
    visibility: "public",
    contentType: "press_release",
    published: true,
  };
}

/** On the embedded PostgreSQL: upload, two releases, one deploy, then Lighthouse on both pages in turn. */
export async function measureMediaPages(lighthouseRuns: number): Promise<MediaPageFigures> {
  const dataDir = newDataDir();
  const accounts = benchAccounts();
  const server = await startServer({ dataDir, adminEmail: accounts.admin.email });
  try {
    const { adminCookie } = await createAccounts(server.url, dataDir, accounts);
    await publishWithoutApproval(server.url, adminCookie);
    const bytes = await photograph();
    const asset = await upload(server.url, adminCookie, bytes);
    await seed(server.url, adminCookie, [
      release("study-follow-up-with-photo", `![${asset.alt}](${asset.url})\n\n${BODY}`),
      release("study-follow-up", BODY),
    ]);
    await deploy(server.url, adminCookie);
    const paths = [
      publishedItemPath("press_release", "study-follow-up-with-photo"),
      publishedItemPath("press_release", "study-follow-up"),
    ];
    // Each run of the page with the photograph is followed by a run of the one without, so both see the same machine.
    const [withImage] = await runLighthouse(server.url, [paths[0]!], lighthouseRuns, () => paths[1]!);
    if (!withImage?.baseline) throw new Error("Lighthouse measured nothing");
    const { baseline, ...page } = withImage;
    return {
      upload: { ...PHOTO, bytes: bytes.length },
      withImage: page,
      withoutImage: { ...baseline, path: paths[1]!, runs: lighthouseRuns, failedAudits: [] },
    };
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

function row(label: string, f: LighthouseFigures): string {
  const s = f.scores;
  return `| ${label} | ${s.performance} | ${s.accessibility} / ${s["best-practices"]} / ${s.seo} | ${Math.round(f.lcpMs)} ms | ${Math.round(f.tbtMs)} ms | ${Math.round(f.mainThreadMs)} ms | ${f.cls.toFixed(3)} | ${Math.round(f.totalKiB)} KiB | ${f.requests} |`;
}

/** The report's section, in the report's Markdown. */
export function renderMediaPages(section: Section<MediaPageFigures>): string {
  if (!section.ok) return `## A page with a library image\n\nNot measured: ${section.reason}\n`;
  const { upload: u, withImage: w, withoutImage: o } = section.value;
  const cls = w.cls < 0.01 ? "met ✓" : "not met ✗";
  const performance = w.scores.performance >= o.scores.performance ? "met ✓" : "not met ✗";
  return [
    "## A page with a library image",
    "",
    `A ${u.width}×${u.height} JPEG photograph (${Math.round(u.bytes / 1024)} KiB) uploaded to the media library and opening a press release, beside the same release without it; median of ${w.runs} runs each, each run of the page with the photograph followed by one of the page without.`,
    "",
    "| page | performance | accessibility / best practices / SEO | LCP | TBT | main-thread work | CLS | bytes | requests |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    row(`\`${w.path}\` (with the photograph)`, w),
    row(`\`${o.path}\` (without)`, o),
    "",
    `Performance with the photograph equal to or above the page without it: ${performance}. Layout shift with the photograph below 0.01: ${cls}. LCP ${Math.round(w.lcpMs - o.lcpMs)} ms, main-thread work ${(w.mainThreadMs / o.mainThreadMs).toFixed(2)}× and ${Math.round(w.totalKiB - o.totalKiB)} KiB more than without.`,
    "",
  ].join("\n");
}
