import { fillIn } from "@helixmap/common/pages/fill-in";
import { Eye, FilePlus, Lock } from "lucide-react";
import { lazy, useRef, useState } from "react";
import { Link } from "react-router";
import type { PageDocuments } from "../published/load-context";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { DocumentLink } from "../ui/document-link";
import { BADGE_TONE_CLASSES, confidentialityTone, statusTone } from "../ui/tones";
import type { HomePage, ResearchDocument } from "./home-page";
import { HomeSection } from "./home-section";
import { LazyModal } from "./lazy-modal";
import { useSectionCopyProtection } from "./research-protection";
import { UploadDialog } from "./upload-dialog";

const PreviewBody = lazy(() => import("./preview-body"));

type ResearchFields = HomePage["research"];

function DocumentCard({
  doc,
  labels,
  onPreview,
  files,
}: {
  doc: ResearchDocument;
  labels: ResearchFields;
  onPreview: () => void;
  files: PageDocuments;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(doc.status)}>{doc.status}</Badge>
        <Badge tone={confidentialityTone(doc.confidentiality)}>{doc.confidentiality}</Badge>
        <span className="ml-auto font-mono text-xs text-slate-500">{doc.id}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <Link to={doc.href} className="hover:underline">
          {doc.title}
        </Link>
      </h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{doc.description}</p>
      <p className="mt-3 text-xs text-slate-500">
        {doc.type} · {doc.category} · <time dateTime={doc.date}>{doc.date}</time>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={onPreview}
          aria-haspopup="dialog"
          aria-label={fillIn(labels.previewName, { title: doc.title })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {labels.preview}
        </Button>
        <DocumentLink
          label={labels.download}
          name={`${labels.download}: ${doc.title}`}
          variant="ghost"
          file={doc.document ? files[doc.document] : undefined}
        />
      </div>
    </li>
  );
}

/** The repository: the published research documents, with a filter for each of their categories. */
export function Research({
  research,
  documents,
  files,
}: {
  research: ResearchFields;
  documents: readonly ResearchDocument[];
  /** The published summaries the documents offer. */
  files: PageDocuments;
}) {
  const sectionRef = useRef<HTMLElement>(null);
  useSectionCopyProtection(sectionRef);
  const [category, setCategory] = useState<string | null>(null);
  const [preview, setPreview] = useState<ResearchDocument | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [chosenFile, setChosenFile] = useState<string | null>(null);
  const categories = [...new Set(documents.map((d) => d.category))];
  const shown = category === null ? documents : documents.filter((d) => d.category === category);
  const filters = [
    { label: research.allCategories, category: null },
    ...categories.map((c) => ({ label: c, category: c })),
  ];

  return (
    <HomeSection
      id="research"
      intro={research}
      introLink={research.dataRoom}
      sectionRef={sectionRef}
      className="select-none"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{research.filterLabel}</legend>
          {filters.map((f) => (
            <button
              key={f.label}
              type="button"
              aria-pressed={f.category === category}
              onClick={() => setCategory(f.category)}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${f.category === category ? "bg-accent-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`}
            >
              {f.label}
            </button>
          ))}
        </fieldset>
        <Button onClick={() => setUploadOpen(true)} aria-haspopup="dialog">
          <FilePlus aria-hidden="true" className="size-4" />
          {research.addDocument}
        </Button>
      </div>
      <p role="status" className="mb-4 min-h-6 text-sm text-slate-600">
        {chosenFile && `“${chosenFile}” ${research.upload.chosen}`}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={research.listName}>
        {shown.map((doc) => (
          <DocumentCard key={doc.id} doc={doc} labels={research} onPreview={() => setPreview(doc)} files={files} />
        ))}
      </ul>
      <aside className={`mt-10 flex gap-3 rounded-xl p-5 ${BADGE_TONE_CLASSES.yellow}`}>
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>{research.noticeTitle} </strong>
          {research.notice}
        </p>
      </aside>
      <LazyModal open={preview !== null} onClose={() => setPreview(null)} title={preview?.title}>
        {preview && <PreviewBody doc={preview} regionName={fillIn(research.previewRegion, { title: preview.title })} />}
      </LazyModal>
      <UploadDialog
        title={research.addDocument}
        text={research.upload}
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onChosen={setChosenFile}
      />
    </HomeSection>
  );
}
