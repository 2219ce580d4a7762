import type { FormAnswer } from "@helixmap/common/form-answers";
import { type PublishedSnapshot, publishedItemPath } from "@helixmap/common/publishing";
import { PRESS_ALERT_PATHS, PUBLIC_PATHS } from "@helixmap/common/routes";
import { type FileFacts, PAGE_CONTEXT_SUFFIX } from "../static/file-index";

/** One public path rendered: its HTML and the data file client-side navigation fetches. */
export interface RenderedPage {
  html: string;
  /** React Router's single-fetch data for the path (`/about.data`, `/_root.data` for `/`). */
  data: string;
}

/**
 * Renders public paths from a snapshot. The real one runs the web build's
 * server bundle (react-router-renderer.ts); tests may pass a small one.
 */
export interface SiteRenderer {
  /** Files every generation starts from (the built client: assets, staff shell, robots.txt); null for none. */
  baseDir: string | null;
  /** Names the build that renders: a page rendered by another build is never reused by an incremental deploy. */
  buildId(): Promise<string>;
  /**
   * Renders and finishes many pages of one snapshot at once, on worker threads, so the main thread keeps
   * answering requests; without it a deploy renders one page at a time on the main thread.
   */
  openPool?(snapshot: PublishedSnapshot): Promise<PagePool>;
  renderPage(path: string, snapshot: PublishedSnapshot): Promise<RenderedPage>;
  /** The page at `path` answering a form posted to it without JavaScript (common/src/form-answers.ts): its HTML. */
  renderFormAnswer(path: string, snapshot: PublishedSnapshot, answer: FormAnswer): Promise<string>;
}

/** A file of a finished page: its bytes and, when it is large enough, its pre-compressed copies. */
export interface BuiltFile {
  urlPath: string;
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  /** Its ETag and CSP hashes, computed beside the render (in a worker) rather than on the main thread. */
  facts?: FileFacts;
}

/** Worker threads rendering one snapshot's pages; closed when the deploy ends, which frees their memory. */
export interface PagePool {
  /** How many pages render at once. */
  size: number;
  /** The page's HTML (finished like every public page) and data file, compressed. */
  build(path: string): Promise<BuiltFile[]>;
  close(): Promise<void>;
}

/** Every path search engines may list: the fixed pages, then one per published item. */
export function sitePaths(snapshot: Pick<PublishedSnapshot, "items">): string[] {
  return [...PUBLIC_PATHS, ...snapshot.items.map((i) => publishedItemPath(i.contentType, i.slug))];
}

/** Every page a generation renders: the site's paths and the pages press-alert mails link to (kept out of the sitemap). */
export function renderedPaths(snapshot: Pick<PublishedSnapshot, "items">): string[] {
  return [...sitePaths(snapshot), ...Object.values(PRESS_ALERT_PATHS)];
}

/**
 * Where a path's files go inside a generation folder: the page, the data client-side navigation fetches, and
 * the context scripts its hydration module imports (page-pipeline/src/optimize-page.ts).
 */
export function pageFiles(path: string): { html: string; data: string; context: string } {
  const base = path === "/" ? "/_root" : path;
  return {
    html: path === "/" ? "/index.html" : `${path}/index.html`,
    data: `${base}.data`,
    context: `${base}${PAGE_CONTEXT_SUFFIX}`,
  };
}
