import type { ContentType } from "@helixmap/common/api";
import { parseContentFields } from "@helixmap/common/content-fields";
import { plainTextExcerpt, renderMarkdown } from "@helixmap/common/markdown";
import { mediaRendering, type PublishedMedia, withPublishedUrls } from "@helixmap/common/media/published-media";
import { type ContentProblem, documentProblems, problemText } from "@helixmap/common/pages/consistency";
import { field } from "@helixmap/common/pages/fields";
import { HTML_DOCUMENT_KEYS } from "@helixmap/common/pages/html-documents";
import {
  type DocumentKey,
  documentSchema,
  HTML_DOCUMENT_FIELDS,
  PAGE_FIELDS,
  PAGE_KEYS,
  type RenderedHtmlDocuments,
  type RenderedPages,
  SITE_FIELDS,
  SITE_KEY,
  type SiteValues,
} from "@helixmap/common/pages/page-catalogue";
import { placeholderValues, resolvePlaceholders } from "@helixmap/common/pages/placeholders";
import { renderFields } from "@helixmap/common/pages/render-fields";
import type { PublishedItem, PublishedSnapshot } from "@helixmap/common/publishing";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { contentSections, pageDocuments } from "../../db/schema";
import { snapshotMedia } from "../../media/publish/snapshot-media";
import { type MarkdownPass, RenderedMarkdown } from "./rendered-markdown";

type ContentRow = typeof contentSections.$inferSelect;

/** Characters of an item's body used as its description when it has no summary. */
const ITEM_DESCRIPTION_LENGTH = 160;
/** Problems named in a refused deploy's message; the rest are counted. */
const PROBLEMS_NAMED = 5;

/** An item's words as checked for placeholders: its title, summary and body. */
const ITEM_TEXT = {
  title: field.text("Title"),
  summary: field.text("Summary", { optional: true }),
  content: field.markdown("Body", { optional: true }),
};

/** What a staff preview shows beside the published content: one page's draft, or one item as it will be. */
export interface SnapshotPreview {
  page?: { key: DocumentKey; fields: Record<string, unknown> };
  item?: ContentRow;
}

/** The site would contradict itself (a placeholder naming nothing, a figure typed by hand): the deploy is refused. */
export class ContentContradiction extends Error {
  constructor(readonly problems: ContentProblem[]) {
    const named = problems.slice(0, PROBLEMS_NAMED).map(problemText).join("; ");
    const more = problems.length > PROBLEMS_NAMED ? ` (and ${problems.length - PROBLEMS_NAMED} more)` : "";
    super(`The content contradicts itself: ${named}${more}`);
  }
}

/** Renders every item's Markdown again; a snapshot passes one that reuses the last snapshot's renders. */
const renderEveryTime = (media: PublishedMedia): Pick<MarkdownPass, "html" | "excerpt"> => ({
  html: (content) => renderMarkdown(content, mediaRendering(media)),
  excerpt: plainTextExcerpt,
});

/** The Markdown of the last deploy's snapshot (rendered-markdown.ts), shared by every snapshot this process takes. */
export const itemMarkdown = new RenderedMarkdown();

/** One row as the public pages see it: placeholders resolved; stored fields that no longer fit their type fall back to defaults. */
export function toPublishedItem(
  row: ContentRow,
  vars: ReadonlyMap<string, string> = new Map(),
  media: PublishedMedia = {},
  markdown: Pick<MarkdownPass, "html" | "excerpt"> = renderEveryTime(media),
): PublishedItem {
  const parsed = parseContentFields(row.contentType, row.fields);
  const fields = parsed.success ? parsed.data : parseContentFields(row.contentType, {}).data;
  const text = (s: string) => resolvePlaceholders(s, vars);
  const content = text(row.content);
  return {
    id: row.id,
    contentType: row.contentType as ContentType,
    title: text(row.title),
    slug: row.slug,
    // Lists and the description tag need a line; an item without a summary lends its opening.
    summary: text(row.summary) || markdown.excerpt(content, ITEM_DESCRIPTION_LENGTH),
    displayDate: row.displayDate,
    html: markdown.html(content),
    fields: withPublishedUrls(fields, media),
    updatedAt: row.updatedAt.toISOString(),
  } as PublishedItem;
}

/**
 * The published, public content at one moment: what a generation is rendered
 * from (items, pages, HTML documents, site settings), in two queries whatever
 * the size of the site. Drafts and partner or
 * admin items are never read here, so they cannot reach any public page,
 * data file or sitemap. A page whose stored values no longer fit its schema,
 * or content that contradicts the site settings, refuses the deploy with the
 * page and field named.
 */
export async function takeSnapshot(db: Executor, preview: SnapshotPreview = {}): Promise<PublishedSnapshot> {
  const [rows, documents] = await Promise.all([
    db
      .select()
      .from(contentSections)
      .where(and(eq(contentSections.published, true), eq(contentSections.visibility, "public")))
      .orderBy(desc(contentSections.displayDate), asc(contentSections.title), asc(contentSections.id)),
    db.select({ key: pageDocuments.key, fields: pageDocuments.fields }).from(pageDocuments),
  ]);
  const stored = new Map(documents.map((d) => [d.key, d.fields]));
  if (preview.page) stored.set(preview.page.key, preview.page.fields);
  const items = preview.item ? [preview.item, ...rows.filter((r) => r.id !== preview.item!.id)] : rows;
  const problems: ContentProblem[] = [];
  const valid = (key: DocumentKey, where: string) => {
    const parsed = documentSchema(key).safeParse(stored.get(key));
    if (parsed.success) return parsed.data as Record<string, unknown>;
    const issue = parsed.error.issues[0];
    problems.push({ where, field: issue?.path.join(".") || "(the whole page)", message: issue?.message ?? "invalid" });
    return null;
  };

  const { media, problems: mediaProblems } = await snapshotMedia(
    db,
    items,
    stored,
    preview.page !== undefined || preview.item !== undefined,
  );
  problems.push(...mediaProblems);

  const site = valid(SITE_KEY, "Site settings") as SiteValues | null;
  if (!site) throw new ContentContradiction(problems);
  const vars = placeholderValues(SITE_FIELDS, site);
  const figures = placeholderValues(SITE_FIELDS.figures.fields, site.figures);

  const pages: Partial<Record<string, unknown>> = {};
  for (const key of PAGE_KEYS) {
    const fields = PAGE_FIELDS[key];
    const values = valid(key, `The page ${key}`);
    if (!values) continue;
    const where = `The page “${String(values.title)}” (${key})`;
    problems.push(...documentProblems(where, fields, values, vars, figures));
    pages[key] = withPublishedUrls(renderFields(fields, values, vars, mediaRendering(media)), media);
  }
  // The HTML documents are checked as pages are: they state the same figures.
  const htmlDocuments: Partial<RenderedHtmlDocuments> = {};
  for (const key of HTML_DOCUMENT_KEYS) {
    const fields = HTML_DOCUMENT_FIELDS[key];
    const values = valid(key, `The document ${key}`);
    if (!values) continue;
    problems.push(
      ...documentProblems(`The document “${String(values.title)}” (${key})`, fields, values, vars, figures),
    );
    htmlDocuments[key] = renderFields(fields, values, vars);
  }
  for (const row of items) {
    const where = `The item “${row.title}”`;
    problems.push(...documentProblems(where, ITEM_TEXT, { ...row }, vars, null));
  }
  problems.push(...documentProblems("Site settings", SITE_FIELDS, site, vars, null));
  if (problems.length > 0) throw new ContentContradiction(problems);

  // A preview's draft is not what the next deploy publishes, so a preview reads the cache but keeps nothing.
  const markdown = itemMarkdown.pass(media, { keep: preview.page === undefined && preview.item === undefined });
  const published = items.map((row) => toPublishedItem(row, vars, media, markdown));
  markdown.done();
  return {
    takenAt: new Date().toISOString(),
    items: published,
    pages: pages as RenderedPages,
    htmlDocuments: htmlDocuments as RenderedHtmlDocuments,
    site: withPublishedUrls(renderFields(SITE_FIELDS, site, vars, mediaRendering(media)), media),
    media,
  };
}
