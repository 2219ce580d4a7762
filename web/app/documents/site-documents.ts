import { SITE_DOCUMENTS } from "@helixmap/common/outbound-targets";
import { scientificFoundation } from "../copy/documents/scientific-foundation";
import { technologyDemo } from "../copy/documents/technology-demo";
import { documentHtml } from "./document-html";

/** The documents the build writes into the site (path -> HTML). */
export function siteDocuments(): { path: string; html: string }[] {
  return [
    { path: SITE_DOCUMENTS.scientificFoundation, html: documentHtml(scientificFoundation) },
    { path: SITE_DOCUMENTS.technologyDemo, html: documentHtml(technologyDemo) },
  ];
}
