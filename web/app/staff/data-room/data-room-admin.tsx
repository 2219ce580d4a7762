import { API_PATHS } from "@helixmap/common/api-paths";
import type { DataRoomFolder } from "@helixmap/common/data-room/data-room-api";
import { type FormEvent, useState } from "react";
import { Badge } from "../../ui/badge";
import { Button, buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { FormField, inputClass } from "../ui/form-field";
import { formatDateTime } from "../ui/format";
import { Failure } from "./failure";
import { FolderList } from "./folder-list";
import { FolderSettings } from "./folder-settings";
import { GrantsSection } from "./grants-section";
import {
  type AccessLogFilters,
  useAccessLog,
  useAddDocument,
  useCreateFolder,
  useDeleteFolder,
  useLibraryPdfs,
  useNda,
  useRemoveDocument,
  useWriteNda,
} from "./manage-data-room";

/** Everything an administrator arranges: folders and documents, grants, the NDA, and the access log. */
export function DataRoomAdmin({ folders }: { folders: DataRoomFolder[] }) {
  return (
    <div className="space-y-8">
      <FoldersSection folders={folders} />
      <GrantsSection folders={folders} />
      <NdaSection />
      <AccessLogSection />
    </div>
  );
}

function FoldersSection({ folders }: { folders: DataRoomFolder[] }) {
  const create = useCreateFolder();
  const remove = useDeleteFolder();
  const removeDoc = useRemoveDocument();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, description },
      {
        onSuccess: () => {
          setName("");
          setDescription("");
        },
      },
    );
  };
  return (
    <section aria-labelledby="dr-folders" className="space-y-4">
      <h3 id="dr-folders" className="text-lg font-semibold text-slate-900">
        Folders and documents
      </h3>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <FormField id="dr-folder-name" label="Folder name">
          <input id="dr-folder-name" className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField id="dr-folder-description" label="Description">
          <input
            id="dr-folder-description"
            className={inputClass}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          Create folder
        </Button>
      </form>
      <Failure error={create.error ?? remove.error ?? removeDoc.error} />
      <FolderList
        folders={folders}
        documentActions={(doc) => (
          <Button variant="ghost" onClick={() => removeDoc.mutate(doc.id)}>
            Remove {doc.filename}
          </Button>
        )}
      />
      {folders.map((folder) => (
        <Card key={folder.id} className="space-y-3 p-4">
          <div className="flex items-center gap-3">
            <h4 className="font-semibold text-slate-900">Folder {folder.name}</h4>
            <Button variant="danger" className="ml-auto" onClick={() => remove.mutate(folder.id)}>
              Delete folder {folder.name}
            </Button>
          </div>
          <FolderSettings key={`${folder.name}\n${folder.description}\n${folder.position}`} folder={folder} />
          <h5 className="font-semibold text-slate-900">Add a PDF to {folder.name}</h5>
          <AddDocument folder={folder} />
        </Card>
      ))}
    </section>
  );
}

function AddDocument({ folder }: { folder: DataRoomFolder }) {
  const [search, setSearch] = useState("");
  const [viewOnly, setViewOnly] = useState(false);
  const pdfs = useLibraryPdfs(search);
  const add = useAddDocument();
  const id = `dr-search-${folder.id}`;
  return (
    <div className="space-y-2">
      <FormField id={id} label="Search the media library's PDFs (name, text) or paste an asset id">
        <input id={id} className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} />
      </FormField>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={viewOnly} onChange={(e) => setViewOnly(e.target.checked)} />
        View only (shown in the viewer, never downloadable)
      </label>
      <ul className="space-y-1">
        {(pdfs.data?.assets ?? []).map((asset) => (
          <li key={asset.id} className="flex items-center gap-2 text-sm">
            <span>{asset.filename}</span>
            <Badge tone={asset.visibility === "public" ? "red" : "grey"}>{asset.visibility}</Badge>
            <Button
              variant="secondary"
              className="ml-auto"
              disabled={add.isPending}
              onClick={() => add.mutate({ folderId: folder.id, assetId: asset.id, viewOnly })}
            >
              Add {asset.filename}
            </Button>
          </li>
        ))}
      </ul>
      <Failure error={add.error} />
    </div>
  );
}

function NdaSection() {
  const nda = useNda();
  const write = useWriteNda();
  const [text, setText] = useState<string | null>(null);
  const current = text ?? nda.data?.nda?.text ?? "";
  return (
    <section aria-labelledby="dr-nda" className="space-y-4">
      <h3 id="dr-nda" className="text-lg font-semibold text-slate-900">
        NDA {nda.data?.nda ? `(version ${nda.data.nda.version})` : "(none yet)"}
      </h3>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          write.mutate(current, { onSuccess: () => setText(null) });
        }}
      >
        <FormField
          id="dr-nda-text"
          label="NDA text"
          hint="Saving makes a new version: every partner must accept it again."
        >
          <textarea
            id="dr-nda-text"
            rows={8}
            className={inputClass}
            value={current}
            onChange={(e) => setText(e.target.value)}
            aria-describedby="dr-nda-text-hint"
          />
        </FormField>
        <Button type="submit" disabled={write.isPending}>
          Publish new NDA version
        </Button>
      </form>
      <Failure error={write.error} />
      <h4 className="font-semibold text-slate-900">Who accepted which version</h4>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Name typed</th>
            <th>E-mail</th>
            <th>Version</th>
            <th>Accepted</th>
            <th>Address</th>
          </tr>
        </thead>
        <tbody>
          {(nda.data?.acceptances ?? []).map((a) => (
            <tr key={`${a.userId}-${a.version}`} className="border-t border-slate-200">
              <td>{a.name}</td>
              <td>{a.email}</td>
              <td>{a.version}</td>
              <td>{formatDateTime(a.acceptedAt)}</td>
              <td>{a.ipAddress}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AccessLogSection() {
  const [filters, setFilters] = useState<AccessLogFilters>({});
  const [downloadId, setDownloadId] = useState("");
  const log = useAccessLog(filters);
  return (
    <section aria-labelledby="dr-log" className="space-y-4">
      <h3 id="dr-log" className="text-lg font-semibold text-slate-900">
        Access log
      </h3>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({ ...f, downloadId: downloadId.trim() || undefined }));
        }}
      >
        <FormField id="dr-log-download-id" label="Download id">
          <input
            id="dr-log-download-id"
            className={inputClass}
            value={downloadId}
            onChange={(e) => setDownloadId(e.target.value)}
          />
        </FormField>
        <Button type="submit">Find</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setFilters({});
            setDownloadId("");
          }}
        >
          Show all
        </Button>
        <a className={buttonClass("secondary")} href={API_PATHS.dataRoom.accessLogPage({ ...filters, format: "csv" })}>
          Export CSV
        </a>
      </form>
      <Failure error={log.error} />
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Time</th>
            <th>Partner</th>
            <th>Document</th>
            <th>Kind</th>
            <th>Download id</th>
            <th>Address</th>
          </tr>
        </thead>
        <tbody>
          {(log.data?.entries ?? []).map((e) => (
            <tr key={e.id} className="border-t border-slate-200">
              <td>{formatDateTime(e.createdAt)}</td>
              <td>
                <button
                  type="button"
                  className="underline"
                  onClick={() => e.userId && setFilters((f) => ({ ...f, userId: e.userId ?? undefined }))}
                >
                  {e.fullName ?? e.email ?? "Deleted account"}
                </button>
              </td>
              <td>
                <button
                  type="button"
                  className="underline"
                  onClick={() => e.documentId && setFilters((f) => ({ ...f, documentId: e.documentId ?? undefined }))}
                >
                  {e.filename}
                </button>
              </td>
              <td>{e.kind}</td>
              <td className="font-mono">{e.downloadId}</td>
              <td>{e.ipAddress}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
