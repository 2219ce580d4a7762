import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { PublishedSnapshot } from "@helixmap/common/publishing";
import { finishPage } from "@helixmap/page-pipeline/finish-page";
import { fileFacts } from "../static/file-index";
import { type BuiltFile, pageFiles, type SiteRenderer } from "./site-renderer";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Smaller files are served as they are, like the build's. */
const COMPRESS_MIN_BYTES = 256;
/**
 * Brotli 11 (the build's) costs about 50 ms per page, a minute per thousand items; quality 5 takes about
 * 1 ms for files some 10 % larger, on pages of a few kilobytes compressed.
 */
const GENERATION_BROTLI_QUALITY = 5;

/** A file with its gzip and brotli copies (none below COMPRESS_MIN_BYTES) and the facts its headers need. */
export async function compressedFile(urlPath: string, body: Uint8Array): Promise<BuiltFile> {
  const facts = fileFacts(urlPath, body);
  if (body.length < COMPRESS_MIN_BYTES) return { urlPath, body, facts };
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: GENERATION_BROTLI_QUALITY } }),
  ]);
  return { urlPath, body, gzip: gz, br, facts };
}

/**
 * One public path as a generation holds it: the page's HTML passed through `finishPage` (the one place for
 * whole-page transforms), its data file and, for a page that hydrates, its context scripts, each compressed.
 * Runs on the main thread or in a render worker.
 */
export async function buildPage(
  renderer: Pick<SiteRenderer, "renderPage">,
  path: string,
  snapshot: PublishedSnapshot,
  /** Where the page's stylesheets are read from (the built client). */
  clientDir: string,
): Promise<BuiltFile[]> {
  const page = await renderer.renderPage(path, snapshot);
  const files = pageFiles(path);
  const finished = await finishPage(page.html, clientDir, { contextUrl: files.context });
  return Promise.all([
    compressedFile(files.html, Buffer.from(finished.html)),
    compressedFile(files.data, Buffer.from(page.data)),
    ...(finished.context === undefined ? [] : [compressedFile(files.context, Buffer.from(finished.context))]),
  ]);
}
