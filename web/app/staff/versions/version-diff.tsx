import type { ContentItem } from "@helixmap/common/api";
import { errorMessage } from "../../api-client/api-request";
import { Spinner } from "../../ui/spinner";
import { ErrorNotice } from "../ui/query-view";
import { useVersion } from "./get-version";
import { fieldChanges, lineChanges, showValue } from "./version-changes";

/** "contentType" -> "Content type". */
function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LINE_STYLE = {
  same: { mark: " ", label: "", className: "text-slate-700" },
  removed: { mark: "−", label: `only in this version: `, className: "bg-red-50 text-red-900" },
  added: { mark: "+", label: "only in the current item: ", className: "bg-green-50 text-green-900" },
} as const;

/** What differs between one version and the current item: title, other fields, and the body line by line. */
export function VersionDiff({ current, number }: { current: ContentItem; number: number }) {
  const version = useVersion(current.id, number);
  if (version.isPending) return <Spinner label={`Loading version ${number}`} />;
  if (version.isError) {
    return <ErrorNotice title={`Version ${number} could not be loaded`} message={errorMessage(version.error)} />;
  }
  const before = version.data.item;
  const after = current as unknown as Record<string, unknown>;
  const title = String(before.title ?? "");
  const fields = fieldChanges(before, after);
  const lines = lineChanges(String(before.content ?? ""), current.content);
  const bodyChanged = lines.some((line) => line.kind !== "same");

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 p-4" data-testid="version-diff">
      <h5 className="font-semibold text-slate-900">Version {number} compared with the current item</h5>
      <div>
        <p className="text-sm font-medium text-slate-600">Title</p>
        {title === current.title ? (
          <p className="text-slate-800">Unchanged: {title}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-slate-800">
            <dt className="text-red-800">Version {number}</dt>
            <dd data-testid="diff-title-before">{title}</dd>
            <dt className="text-green-800">Current</dt>
            <dd>{current.title}</dd>
          </dl>
        )}
      </div>
      <div>
        <p className="text-sm font-medium text-slate-600">Fields</p>
        {fields.length === 0 ? (
          <p className="text-slate-800">No other field differs.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-3">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3">
                  Version {number}
                </th>
                <th scope="col" className="py-1">
                  Current
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((change) => (
                <tr key={change.field} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {fieldLabel(change.field)}
                  </th>
                  <td className="py-1 pr-3 break-all">{showValue(change.before)}</td>
                  <td className="py-1 break-all">{showValue(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div>
        <p className="text-sm font-medium text-slate-600">
          Body {bodyChanged ? "(− lines only in this version, + lines only in the current item)" : "(unchanged)"}
        </p>
        <pre className="mt-1 max-h-96 overflow-auto rounded bg-slate-50 p-2 text-sm whitespace-pre-wrap break-words">
          {lines.map((line, i) => {
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
      </div>
    </div>
  );
}
