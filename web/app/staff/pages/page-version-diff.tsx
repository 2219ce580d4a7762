import { fieldsOf } from "@helixmap/common/pages/page-catalogue";
import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { errorMessage } from "../../api-client/api-request";
import { Spinner } from "../../ui/spinner";
import { ErrorNotice } from "../ui/query-view";
import { lineChanges } from "../versions/version-changes";
import { usePageVersion } from "./get-page-version";
import { type PageChange, pageChanges } from "./page-changes";

const LINE_STYLE = {
  same: { mark: " ", label: "", className: "text-slate-700" },
  removed: { mark: "−", label: "only in this version: ", className: "bg-red-50 text-red-900" },
  added: { mark: "+", label: "only in the current page: ", className: "bg-green-50 text-green-900" },
} as const;

const shown = (text: string | null) => (text === null ? "(no such entry)" : text || "—");

/** Long text line by line; a short value as its two sides. */
function ChangeDetail({ change, number }: { change: PageChange; number: number }) {
  const multiline = `${change.before ?? ""}${change.after ?? ""}`.includes("\n");
  if (!multiline) {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-800">
        <dt className="text-red-800">Version {number}</dt>
        <dd className="break-words whitespace-pre-wrap" data-testid="diff-before">
          {shown(change.before)}
        </dd>
        <dt className="text-green-800">Current</dt>
        <dd className="break-words whitespace-pre-wrap" data-testid="diff-after">
          {shown(change.after)}
        </dd>
      </dl>
    );
  }
  return (
    <pre className="max-h-96 overflow-auto rounded bg-slate-50 p-2 text-sm break-words whitespace-pre-wrap">
      {lineChanges(change.before ?? "", change.after ?? "").map((line, i) => {
        const style = LINE_STYLE[line.kind];
        return (
          // Lines have no identity of their own; their position is what they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className={style.className} data-testid="diff-line" data-kind={line.kind}>
            <span aria-hidden="true">{style.mark} </span>
            {style.label && <span className="sr-only">{style.label}</span>}
            {line.text}
          </div>
        );
      })}
    </pre>
  );
}

/** What differs between one version and the page as it stands now (its saved draft, else its live values). */
export function PageVersionDiff({ page, number }: { page: PageDocument; number: number }) {
  const version = usePageVersion(page.key, number);
  if (version.isPending) return <Spinner label={`Loading version ${number}`} />;
  if (version.isError) {
    return <ErrorNotice title={`Version ${number} could not be loaded`} message={errorMessage(version.error)} />;
  }
  const current = page.draft ?? page.fields;
  const changes = pageChanges(fieldsOf(page.key), version.data.fields, current);
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid="version-diff">
      <h4 className="font-semibold text-slate-900">
        Version {number} compared with {page.draft ? "the saved draft" : "the live page"}
      </h4>
      {changes.length === 0 ? (
        <p className="text-slate-800">No field differs.</p>
      ) : (
        <ul className="space-y-3">
          {changes.map((change) => (
            <li key={change.path} data-testid="diff-field">
              <p className="text-sm font-medium text-slate-600">{change.label}</p>
              <ChangeDetail change={change} number={number} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
