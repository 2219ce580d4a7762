import type { DataRoomFolder } from "@helixmap/common/data-room/data-room-api";
import { type FormEvent, useState } from "react";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { FormField, inputClass } from "../ui/form-field";
import { displayName, formatDateTime } from "../ui/format";
import { FilterBar, FilterSelect } from "../ui/list-filters";
import { Failure } from "./failure";
import { type GrantFilters, useCreateGrant, useGrants, usePartners, useRevokeGrant } from "./manage-data-room";

/**
 * Administrators grant a partner a folder, optionally until a time, and
 * revoke grants; the table shows every grant, or one partner's or one
 * folder's (the server filters).
 */
export function GrantsSection({ folders }: { folders: DataRoomFolder[] }) {
  const [filters, setFilters] = useState<GrantFilters>({});
  const grants = useGrants(filters);
  const partners = usePartners();
  const create = useCreateGrant();
  const revoke = useRevokeGrant();
  const [userId, setUserId] = useState("");
  const [folderId, setFolderId] = useState("");
  const [until, setUntil] = useState("");
  const partnerChoices = (partners.data?.users ?? []).map((p) => ({ value: p.id, label: displayName(p) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ userId, folderId, expiresAt: until ? new Date(until).toISOString() : null });
  };
  return (
    <section aria-labelledby="dr-grants" className="space-y-4">
      <h3 id="dr-grants" className="text-lg font-semibold text-slate-900">
        Access grants
      </h3>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <FormField id="dr-grant-partner" label="Partner">
          <select
            id="dr-grant-partner"
            className={inputClass}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          >
            <option value="">Pick a partner</option>
            {(partners.data?.users ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {displayName(p)} ({p.email})
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="dr-grant-folder" label="Folder">
          <select
            id="dr-grant-folder"
            className={inputClass}
            value={folderId}
            onChange={(e) => setFolderId(e.target.value)}
          >
            <option value="">Pick a folder</option>
            {folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="dr-grant-until" label="Until (optional)">
          <input
            id="dr-grant-until"
            type="datetime-local"
            className={inputClass}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          Grant access
        </Button>
      </form>
      <Failure error={create.error ?? revoke.error} />
      <FilterBar label="Filter grants">
        <FilterSelect
          label="Grants of partner"
          value={filters.userId}
          choices={partnerChoices}
          onChange={(userId) => setFilters((f) => ({ ...f, userId }))}
        />
        <FilterSelect
          label="Grants in folder"
          value={filters.folderId}
          choices={folders.map((f) => ({ value: f.id, label: f.name }))}
          onChange={(folderId) => setFilters((f) => ({ ...f, folderId }))}
        />
      </FilterBar>
      <Failure error={grants.error} />
      <table aria-labelledby="dr-grants" className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Partner</th>
            <th>Folder</th>
            <th>Until</th>
            <th>State</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(grants.data?.grants ?? []).map((g) => (
            <tr key={g.id} className="border-t border-slate-200">
              <td>{displayName(g)}</td>
              <td>{g.folderName}</td>
              <td>{g.expiresAt ? formatDateTime(g.expiresAt) : "Until revoked"}</td>
              <td>
                <Badge tone={g.state === "active" ? "green" : "grey"}>{g.state}</Badge>
              </td>
              <td>
                {g.state === "active" && (
                  <Button variant="ghost" onClick={() => revoke.mutate(g.id)}>
                    Revoke {displayName(g)}: {g.folderName}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {grants.data?.grants.length === 0 && (
        <p className="text-sm text-slate-600">
          {filters.userId || filters.folderId ? "No grants match these filters." : "No grants yet."}
        </p>
      )}
    </section>
  );
}
