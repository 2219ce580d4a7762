import type { DocumentValue } from "@helixmap/common/pages/fields";
import { useLoaderData } from "react-router";
import type { PageDocuments } from "../../published/load-context";
import type { ButtonVariant } from "../../ui/button";
import { DocumentLink } from "../../ui/document-link";

/** A page's download field: its words, linking to the stored file the loader published for it. */
export function SiteDocumentLink({
  document,
  name,
  variant,
}: {
  document: DocumentValue;
  /** The link's accessible name when its words alone do not say which document it is. */
  name?: string;
  variant?: ButtonVariant;
}) {
  const { documents } = useLoaderData() as { documents: PageDocuments };
  return (
    <DocumentLink
      label={document.label}
      name={name}
      variant={variant}
      file={document.document ? documents[document.document] : undefined}
    />
  );
}
