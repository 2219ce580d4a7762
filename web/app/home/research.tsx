import { Eye, FilePlus, Lock } from "lucide-react";
import { lazy, useRef, useState } from "react";
import { Link } from "react-router";
import {
  ALL_CATEGORIES,
  confidentialityNotice,
  researchCategories,
  researchDocuments,
  researchIntro,
} from "../copy/home/research";
import type { ResearchDocument } from "../copy/home/types";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { DownloadButton } from "../ui/download-button";
import { BADGE_TONE_CLASSES, confidentialityTone, statusTone } from "../ui/tones";
import { downloadDocumentSummary } from "./downloads";
import { HomeSection } from "./home-section";
import { LazyModal } from "./lazy-modal";
import { useSectionCopyProtection } from "./research-protection";
import { UploadDialog } from "./upload-dialog";

const PreviewBody = lazy(() => import("./preview-body"));

function DocumentCard({ doc, onPreview }: { doc: ResearchDocument; onPreview: () => void }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(doc.status)}>{doc.status}</Badge>
        <Badge tone={confidentialityTone(doc.confidentiality)}>{doc.confidentiality}</Badge>
        <span className="ml-auto font-mono text-xs text-slate-500">{doc.id}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        {doc.href ? (
          <Link to={doc.href} className="hover:underline">
            {doc.title}
          </Link>
        ) : (
          doc.title
        )}
      </h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{doc.description}</p>
      <p className="mt-3 text-xs text-slate-500">
        {doc.type} · {doc.category} · <time dateTime={doc.date}>{doc.date}</time>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onPreview} aria-haspopup="dialog" aria-label={`Preview ${doc.title}`}>
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Button>
        <DownloadButton label="Download PDF" variant="ghost" download={() => downloadDocumentSummary(doc)} />
      </div>
    </li>
  );
}

/** The repository: built-in documents, then `published` ones (newest first) from the last deploy. */
export function Research({ published = [] }: { published?: readonly ResearchDocument[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  useSectionCopyProtection(sectionRef);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [preview, setPreview] = useState<ResearchDocument | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [chosenFile, setChosenFile] = useState<string | null>(null);
  const documents = [...published, ...researchDocuments];
  const categories = [...new Set([...researchCategories, ...published.map((d) => d.category)])];
  const shown = category === ALL_CATEGORIES ? documents : documents.filter((d) => d.category === category);

  return (
    <HomeSection id="research" intro={researchIntro} sectionRef={sectionRef} className="select-none">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter documents by category</legend>
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === category}
              onClick={() => setCategory(c)}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${c === category ? "bg-accent-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`}
            >
              {c}
            </button>
          ))}
        </fieldset>
        <Button onClick={() => setUploadOpen(true)} aria-haspopup="dialog">
          <FilePlus aria-hidden="true" className="size-4" />
          Add New Document
        </Button>
      </div>
      <p role="status" className="mb-4 min-h-6 text-sm text-slate-600">
        {chosenFile && `“${chosenFile}” was selected. It stays on your device; nothing has been uploaded.`}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Research documents">
        {shown.map((doc) => (
          <DocumentCard key={doc.id} doc={doc} onPreview={() => setPreview(doc)} />
        ))}
      </ul>
      <aside className={`mt-10 flex gap-3 rounded-xl p-5 ${BADGE_TONE_CLASSES.yellow}`}>
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>Confidentiality notice. </strong>
          {confidentialityNotice}
        </p>
      </aside>
      <LazyModal open={preview !== null} onClose={() => setPreview(null)} title={preview?.title}>
        {preview && <PreviewBody doc={preview} />}
      </LazyModal>
      <UploadDialog open={uploadOpen} onClose={() => setUploadOpen(false)} onChosen={setChosenFile} />
    </HomeSection>
  );
}
