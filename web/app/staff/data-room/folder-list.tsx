import { API_PATHS } from "@helixmap/common/api-paths";
import type { DataRoomDocument, DataRoomFolder } from "@helixmap/common/data-room/data-room-api";
import type { ReactNode } from "react";
import { useState } from "react";
import { Badge } from "../../ui/badge";
import { Button, buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";

/** The folders a partner may open: downloads for ordinary documents, the in-page viewer for view-only ones. */
export function FolderList({
  folders,
  documentActions,
}: {
  folders: DataRoomFolder[];
  documentActions?: (doc: DataRoomDocument) => ReactNode;
}) {
  const [viewing, setViewing] = useState<DataRoomDocument | null>(null);
  if (folders.length === 0) return <p className="rounded-lg bg-slate-50 p-6 text-slate-600">No folders yet.</p>;
  return (
    <div className="space-y-4">
      {folders.map((folder) => (
        <Card key={folder.id} className="space-y-3 p-5">
          <h3 className="text-lg font-semibold text-slate-900">{folder.name}</h3>
          {folder.description && <p className="text-sm text-slate-700">{folder.description}</p>}
          {folder.documents.length === 0 ? (
            <p className="text-sm text-slate-600">No documents in this folder.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {folder.documents.map((doc) => (
                <li key={doc.id} className="flex flex-wrap items-center gap-3 py-2">
                  <span className="font-medium text-slate-900">{doc.filename}</span>
                  {doc.pages !== null && <span className="text-sm text-slate-600">{doc.pages} pages</span>}
                  {doc.viewOnly && <Badge tone="yellow">View only</Badge>}
                  <span className="ml-auto flex gap-2">
                    <Button variant="secondary" onClick={() => setViewing(doc)}>
                      View {doc.filename}
                    </Button>
                    {!doc.viewOnly && (
                      <a className={buttonClass("primary")} href={API_PATHS.dataRoom.documentDownload(doc.id)} download>
                        Download {doc.filename}
                      </a>
                    )}
                    {documentActions?.(doc)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ))}
      {viewing && (
        <Card className="space-y-3 p-4">
          <div className="flex items-center gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{viewing.filename}</h3>
            <Button variant="ghost" className="ml-auto" onClick={() => setViewing(null)}>
              Close viewer
            </Button>
          </div>
          <iframe
            title={`Viewer: ${viewing.filename}`}
            src={API_PATHS.dataRoom.documentView(viewing.id)}
            className="h-[75vh] w-full rounded border border-slate-200"
          />
        </Card>
      )}
    </div>
  );
}
