import { useId, useState } from "react";
import { toast } from "sonner";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { FormField, inputClass } from "../ui/form-field";
import { QueryView } from "../ui/query-view";
import { useReleases } from "./list-releases";
import { useReleaseCandidates } from "./release-candidates";
import { ReleaseCard } from "./release-card";
import { useCreateRelease } from "./release-mutations";

function NewRelease() {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useCreateRelease();
  return (
    <Card className="p-5">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { name },
            {
              onSuccess: () => {
                toast.success("Release created", { description: name });
                setName("");
                setError(undefined);
              },
              onError: (err) => setError(isApiError(err) ? (err.fields.name ?? errorMessage(err)) : errorMessage(err)),
            },
          );
        }}
      >
        <div className="min-w-64 flex-1">
          <FormField id={`${id}-name`} label="New release name" error={error}>
            <input
              id={`${id}-name`}
              className={inputClass}
              value={name}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={create.isPending}>
          Create release
        </Button>
      </form>
    </Card>
  );
}

/** The Releases tab (administrators): changes of several items and pages that go live together. */
export function ReleasesTab() {
  const releases = useReleases();
  const candidates = useReleaseCandidates();
  return (
    <section aria-labelledby="releases-heading" className="space-y-6">
      <div>
        <h2 id="releases-heading" className="text-xl font-semibold text-slate-900">
          Releases
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A release takes the unpublished changes of its items and pages live together, in one deploy, at its time or
          when you publish it: all of them, or none if any cannot go live.
        </p>
      </div>
      <NewRelease />
      <QueryView
        query={releases}
        loadingLabel="Loading releases"
        failureTitle="Releases could not be loaded"
        isEmpty={(d) => d.releases.length === 0}
        empty="No releases yet."
      >
        {(d) => (
          <div className="space-y-4">
            {d.releases.map((r) => (
              <ReleaseCard key={r.id} release={r} candidates={candidates.data ?? { items: [], pages: [] }} />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}
