import type { ContentType } from "@helixmap/common/api";
import type { ContentFieldsByType } from "@helixmap/common/content-fields";

/** One item a new database starts with: published, public, and from then on an ordinary item staff edit. */
export type SeedItem = {
  [T in ContentType]: {
    contentType: T;
    title: string;
    /** The same slug (and so the same list anchor) the entry had when it was code. */
    slug: string;
    summary: string;
    /** Markdown; placeholders such as {{companyName}} are resolved at deploy. */
    content: string;
    /** YYYY-MM-DD. */
    displayDate: string;
    /** Without a download: the seeded documents are typeset and linked after the items exist (seed-documents.ts). */
    fields: Omit<ContentFieldsByType[T], "document">;
  };
}[ContentType];
