import type { DocumentValue } from "@helixmap/common/pages/fields";
import { useLoaderData } from "react-router";
import type { PageDataOf } from "../../downloads/site-downloads";
import { DocumentDownloadButton } from "./download-button";

/** A page's download of one of the site's documents, built from the page's own loader data on click. */
export function SiteDocumentButton({ document }: { document: DocumentValue }) {
  const data = useLoaderData() as PageDataOf<typeof document.document>;
  return (
    <DocumentDownloadButton
      label={document.label}
      format="pdf"
      load={() => import("../../downloads/site-downloads").then((m) => m.buildSiteDocument(document.document, data))}
    />
  );
}
