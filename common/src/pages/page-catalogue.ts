/**
 * Every page document: the fifteen public pages, the site's two HTML
 * documents and the `site` settings. A page's `key` is its path without the
 * leading slash (`home` for `/`); a document's is its file's name
 * (html-documents.ts). Each page's schema starts with the page's title and
 * description (its heading, the browser tab and the sharing tags) and, but for
 * home, its breadcrumb, then the page's own fields.
 */
import { PUBLIC_PATHS } from "../routes";
import { aboutFields } from "./definitions/about";
import { clinicalTrialsFields } from "./definitions/clinical-trials";
import { developersFields } from "./definitions/developers";
import { financialInformationFields } from "./definitions/financial-information";
import { homeFields } from "./definitions/home";
import { htmlDocumentFields } from "./definitions/html-document";
import { investmentOpportunityFields } from "./definitions/investment-opportunity";
import { patentPortfolioFields } from "./definitions/patent-portfolio";
import { pressReleasesFields } from "./definitions/press-releases";
import { privacyPolicyFields } from "./definitions/privacy-policy";
import { regulatoryUpdatesFields } from "./definitions/regulatory-updates";
import { researchPublicationsFields } from "./definitions/research-publications";
import { scienceFields } from "./definitions/science";
import { secFilingsFields } from "./definitions/sec-filings";
import { siteFields } from "./definitions/site";
import { technologyFields } from "./definitions/technology";
import { termsOfServiceFields } from "./definitions/terms-of-service";
import { type FieldSpecs, field, type Rendered, type Values, valuesSchema } from "./fields";
import { HTML_DOCUMENT_KEYS, type HtmlDocumentKey, htmlDocumentPath } from "./html-documents";

const pageHead = {
  title: field.text("Title", { max: 120, help: "The page's heading, browser tab and sharing title." }),
  description: field.text("Description", {
    max: 300,
    multiline: true,
    help: "One or two sentences for search results and sharing.",
  }),
} as const;

/** Every page but home, which heads the trail as the site settings' word `home`. */
const crumb = {
  breadcrumb: field.text("Breadcrumb", {
    max: 60,
    optional: true,
    help: "The page's name in the trail under the header, when it should be shorter than the title. Empty: the title.",
  }),
} as const;

const withHead = <const F extends FieldSpecs>(fields: F) => ({ ...pageHead, ...crumb, ...fields });

export const PAGE_FIELDS = {
  home: { ...pageHead, ...homeFields },
  about: withHead(aboutFields),
  technology: withHead(technologyFields),
  science: withHead(scienceFields),
  developers: withHead(developersFields),
  "investment-opportunity": withHead(investmentOpportunityFields),
  "financial-information": withHead(financialInformationFields),
  "press-releases": withHead(pressReleasesFields),
  "sec-filings": withHead(secFilingsFields),
  "research-publications": withHead(researchPublicationsFields),
  "patent-portfolio": withHead(patentPortfolioFields),
  "clinical-trials": withHead(clinicalTrialsFields),
  "regulatory-updates": withHead(regulatoryUpdatesFields),
  "privacy-policy": withHead(privacyPolicyFields),
  "terms-of-service": withHead(termsOfServiceFields),
} as const;

/** The HTML documents (html-documents.ts) share one schema: content like a page's, written as a standalone file. */
export const HTML_DOCUMENT_FIELDS: Readonly<Record<HtmlDocumentKey, typeof htmlDocumentFields>> = {
  "scientific-foundation": htmlDocumentFields,
  "technology-demo": htmlDocumentFields,
};

export type PageKey = keyof typeof PAGE_FIELDS;
export const SITE_KEY = "site";
/** A public page, an HTML document or the site settings. */
export type DocumentKey = PageKey | HtmlDocumentKey | typeof SITE_KEY;

export const PAGE_KEYS = Object.keys(PAGE_FIELDS) as PageKey[];
/** The pages, then the documents, then the settings: the order the Pages tab lists them in. */
export const DOCUMENT_KEYS: readonly DocumentKey[] = [...PAGE_KEYS, ...HTML_DOCUMENT_KEYS, SITE_KEY];

/** What a key names: a public page, an HTML document, or the site settings every page uses. */
export type DocumentKind = "page" | "document" | "settings";

export const SITE_FIELDS = siteFields;
export const SITE_TITLE = "Site settings";

export type PageValues<K extends PageKey> = Values<(typeof PAGE_FIELDS)[K]>;
export type RenderedPage<K extends PageKey> = Rendered<(typeof PAGE_FIELDS)[K]>;
export type SiteValues = Values<typeof siteFields>;
export type RenderedSite = Rendered<typeof siteFields>;
export type RenderedPages = { [K in PageKey]: RenderedPage<K> };
export type HtmlDocumentValues = Values<typeof htmlDocumentFields>;
export type RenderedHtmlDocument = Rendered<typeof htmlDocumentFields>;
export type RenderedHtmlDocuments = Record<HtmlDocumentKey, RenderedHtmlDocument>;

export function pagePath(key: PageKey): string {
  return key === "home" ? "/" : `/${key}`;
}

export function pageKeyOf(path: string): PageKey | undefined {
  const key = path === "/" ? "home" : path.slice(1);
  return key in PAGE_FIELDS ? (key as PageKey) : undefined;
}

export function isHtmlDocumentKey(key: string): key is HtmlDocumentKey {
  return key in HTML_DOCUMENT_FIELDS;
}

export function isDocumentKey(key: string): key is DocumentKey {
  return key === SITE_KEY || key in PAGE_FIELDS || isHtmlDocumentKey(key);
}

export function documentKind(key: DocumentKey): DocumentKind {
  if (key === SITE_KEY) return "settings";
  return isHtmlDocumentKey(key) ? "document" : "page";
}

/** Where visitors see it: a page's path or a document's file; null for the site settings, which every page uses. */
export function publicPathOf(key: DocumentKey): string | null {
  if (key === SITE_KEY) return null;
  return isHtmlDocumentKey(key) ? htmlDocumentPath(key) : pagePath(key);
}

/** The path a preview of its draft shows: its own, or the home page for the site settings. */
export function previewPathOf(key: DocumentKey): string {
  return publicPathOf(key) ?? "/";
}

export function fieldsOf(key: DocumentKey): FieldSpecs {
  if (key === SITE_KEY) return SITE_FIELDS;
  return isHtmlDocumentKey(key) ? HTML_DOCUMENT_FIELDS[key] : PAGE_FIELDS[key];
}

/** The validation of a whole document: what PATCH /api/pages/:key checks. */
export function documentSchema(key: DocumentKey) {
  return valuesSchema(fieldsOf(key));
}

// Every public route has its page document, and nothing else does.
for (const path of PUBLIC_PATHS) {
  if (!pageKeyOf(path)) throw new Error(`No page document for ${path}`);
}
