import { cp, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, posix } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type PublishedSnapshot, publishedItemPath } from "@helixmap/common/publishing";
import { robotsTxt, sitemapXml } from "@helixmap/common/sitemap";
import { finishPage } from "@helixmap/page-pipeline/finish-page";
import type { MediaStorage } from "../../media/media-storage";
import { writeGenerationMedia } from "../../media/publish/generation-media";
import { loadFileIndex, type StaticFile } from "../static/file-index";
import { generationFeeds } from "./feeds";
import { pageFiles, renderedPaths, type SiteRenderer, sitePaths } from "./site-renderer";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Smaller files are served as they are, like the build's. */
const COMPRESS_MIN_BYTES = 256;
/**
 * Brotli 11 (the build's) costs about 50 ms per page, a minute per thousand items; quality 5 takes about
 * 1 ms for files some 10 % larger, on pages of a few kilobytes compressed.
 */
const GENERATION_BROTLI_QUALITY = 5;
/** Files compressed on the thread pool while the next pages render. */
const COMPRESS_IN_FLIGHT = 8;

export interface BuiltGeneration {
  files: Map<string, StaticFile>;
  /** URL path -> content hash, for telling a hook which paths changed. */
  fileHashes: Record<string, string>;
  pageCount: number;
}

export interface WriteGenerationOptions {
  /** The finished folder; the generation is written beside it and renamed into place when complete. */
  dir: string;
  renderer: SiteRenderer;
  snapshot: PublishedSnapshot;
  siteOrigin: string;
  /** Where the media the snapshot refers to is copied from (server/src/media/). */
  mediaStorage: MediaStorage;
  /** Test-only (DEPLOY_TEST_FAILURE): rendering an item whose title contains this fails. */
  failOnTitle?: string;
}

async function compress(path: string): Promise<void> {
  const body = await readFile(path);
  await rm(`${path}.gz`, { force: true });
  await rm(`${path}.br`, { force: true });
  if (body.length < COMPRESS_MIN_BYTES) return;
  await writeFile(`${path}.gz`, await gzipAsync(body, { level: 9 }));
  await writeFile(
    `${path}.br`,
    await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: GENERATION_BROTLI_QUALITY } }),
  );
}

/** The same value with every object's keys in sorted order, recursively. */
function sortedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedKeys) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortedKeys(v)]),
    ) as T;
  }
  return value;
}

/**
 * Renders every public path from one snapshot into a complete folder (the
 * built client's assets, every page and its data file, sitemap.xml,
 * robots.txt, pre-compressed copies), then renames it into place. Nothing is
 * live yet: the caller switches the live pointer.
 */
export async function writeGeneration(options: WriteGenerationOptions): Promise<BuiltGeneration> {
  // A snapshot read back from jsonb has its keys reordered; sorting them makes the pages (and their
  // CSP hashes) byte-identical whichever instance renders the generation, and whenever.
  const opts = { ...options, snapshot: sortedKeys(options.snapshot) };
  const partial = join(dirname(opts.dir), `.partial-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  await mkdir(partial, { recursive: true });
  let compressing: Promise<void>[] = [];
  try {
    if (opts.renderer.baseDir) await cp(opts.renderer.baseDir, partial, { recursive: true });
    await writeGenerationMedia(partial, opts.snapshot, opts.mediaStorage);
    const write = async (urlPath: string, body: string) => {
      const file = join(partial, urlPath);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
      const compressed = compress(file);
      // Handled here so a failure while the next page renders is not an unhandled rejection; awaited below.
      compressed.catch(() => {});
      compressing.push(compressed);
      if (compressing.length >= COMPRESS_IN_FLIGHT) {
        await Promise.all(compressing);
        compressing = [];
      }
    };

    const titles = new Map(opts.snapshot.items.map((i) => [publishedItemPath(i.contentType, i.slug), i.title]));
    for (const path of renderedPaths(opts.snapshot)) {
      try {
        // A slug such as ".." (refused by the API, but perhaps stored earlier) would overwrite another page.
        if (posix.normalize(path) !== path) throw new Error("the path is not a page of its own");
        if (opts.failOnTitle && titles.get(path)?.includes(opts.failOnTitle)) {
          throw new Error(`failure injected for testing (DEPLOY_TEST_FAILURE matches "${titles.get(path)}")`);
        }
        const page = await opts.renderer.renderPage(path, opts.snapshot);
        const files = pageFiles(path);
        await write(files.html, await finishPage(page.html, opts.renderer.baseDir ?? partial));
        await write(files.data, page.data);
      } catch (err) {
        throw new Error(`Rendering ${path} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    await write(
      "/sitemap.xml",
      sitemapXml(opts.siteOrigin, sitePaths(opts.snapshot), opts.snapshot.takenAt.slice(0, 10)),
    );
    await write("/robots.txt", robotsTxt(opts.siteOrigin));
    for (const feed of generationFeeds(opts.snapshot, opts.siteOrigin)) await write(feed.path, feed.body);
    await Promise.all(compressing);

    await rm(opts.dir, { recursive: true, force: true });
    await rename(partial, opts.dir);
  } catch (err) {
    // Let compressions in flight finish before the folder goes, so none fails on a missing file.
    await Promise.allSettled(compressing);
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
  return { ...(await readGeneration(opts.dir)), pageCount: renderedPaths(opts.snapshot).length };
}

/** A generation folder loaded for serving (each page with its CSP hashes), with its content hashes. */
export async function readGeneration(dir: string): Promise<Omit<BuiltGeneration, "pageCount">> {
  const files = await loadFileIndex(dir);
  const fileHashes: Record<string, string> = {};
  for (const [path, file] of files) fileHashes[path] = file.etag;
  return { files, fileHashes };
}

export async function isGenerationDir(dir: string): Promise<boolean> {
  return stat(join(dir, "index.html")).then(
    () => true,
    () => false,
  );
}
