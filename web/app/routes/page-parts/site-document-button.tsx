import type { DocumentValue } from "@helixmap/common/pages/fields";
import { useLoaderData } from "react-router";
import type { DownloadFormat } from "../../downloads/document";
import type { PageDataOf } from "../../downloads/site-downloads";
import type { ButtonVariant } from "../../ui/button";
import { DocumentDownloadButton } from "./download-button";

/** A page's download of one of the site's documents, built from the page's own loader data on click. */
export function SiteDocumentButton({
  document,
  format = "pdf",
  name,
  variant,
}: {
  document: DocumentValue;
  format?: DownloadFormat;
  /** The button's accessible name when its words alone do not say which document it is. */
  name?: string;
  variant?: ButtonVariant;
}) {
  const data = useLoaderData() as PageDataOf<typeof document.document>;
  return (
    <DocumentDownloadButton
      label={document.label}
      name={name}
      format={format}
      variant={variant}
      load={() => import("../../downloads/site-downloads").then((m) => m.buildSiteDocument(document.document, data))}
    />
  );
}
