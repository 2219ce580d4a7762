import { APPLICATION_TEXT_MAX } from "@helixmap/common/constants";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CONDITION_LABELS,
} from "@helixmap/common/trial-application-terms";
import type { ApplicationDetail } from "@helixmap/common/trial-applications";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { statusTone } from "../../ui/tones";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { inputClass } from "../ui/form-field";
import { formatDateTime } from "../ui/format";
import { QueryView } from "../ui/query-view";
import { useDeleteApplication } from "./delete-application";
import { useApplication } from "./get-application";
import { useUpdateApplication } from "./update-application";

export function ApplicationDetailView({
  id,
  onClose,
  onDeleted,
}: {
  id: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const application = useApplication(id);
  return (
    <section aria-label="Application" className="space-y-4">
      <Button variant="ghost" onClick={onClose}>
        ← Back to applications
      </Button>
      <QueryView
        query={application}
        loadingLabel="Loading the application"
        failureTitle="The application could not be loaded"
        isEmpty={() => false}
        empty={null}
      >
        {(a) => <ApplicationCard application={a} onDeleted={onDeleted} />}
      </QueryView>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">{children}</dd>
    </div>
  );
}

function ApplicationCard({ application: a, onDeleted }: { application: ApplicationDetail; onDeleted: () => void }) {
  const [status, setStatus] = useState<ApplicationStatus>(a.status);
  const [note, setNote] = useState(a.note);
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const changed = status !== a.status || note !== a.note;

  const save = () =>
    update.mutate(
      { id: a.id, ...(status !== a.status ? { status } : {}), ...(note !== a.note ? { note } : {}) },
      {
        onSuccess: () => toast.success(`${a.reference} saved`),
        onError: (error) => toast.error(`Could not save ${a.reference}`, { description: errorMessage(error) }),
      },
    );
  const destroy = () =>
    remove.mutate(a.id, {
      onSuccess: () => {
        toast.success(`${a.reference} was deleted`);
        onDeleted();
      },
      onError: (error) => toast.error(`Could not delete ${a.reference}`, { description: errorMessage(error) }),
    });

  return (
    <Card className="space-y-6 p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">
          Application <span className="font-mono">{a.reference}</span>
        </h3>
        <Badge tone={statusTone(a.status)}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Received">{formatDateTime(a.createdAt)}</Fact>
        {a.repeatOf && (
          <Fact label="Repeat">{`Repeat of an earlier application from this address: ${a.repeatOf.reference}`}</Fact>
        )}
        <Fact label="Name">{`${a.firstName} ${a.lastName}`}</Fact>
        <Fact label="Email">{a.email}</Fact>
        <Fact label="Phone">{a.phone}</Fact>
        <Fact label="Age">{a.age}</Fact>
        <Fact label="Condition">{CONDITION_LABELS[a.condition]}</Fact>
        <Fact label="Previous treatments">{a.previousTreatments || "None given"}</Fact>
        <Fact label="Medical history">{a.medicalHistory || "None given"}</Fact>
      </dl>
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Consents (texts version {a.consents.version})</h4>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {[a.consents.consentToContact, a.consents.privacyConsent].map((c) => (
            <li key={c.text}>
              “{c.text}” — given {formatDateTime(c.acceptedAt)}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={`status-${a.id}`} className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={`status-${a.id}`}
            className={`${inputClass} mt-1`}
            value={status}
            onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
          >
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`note-${a.id}`} className="block text-sm font-medium text-slate-800">
            Internal note
          </label>
          <textarea
            id={`note-${a.id}`}
            rows={3}
            maxLength={APPLICATION_TEXT_MAX}
            className={`${inputClass} mt-1`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <p className="mt-1 text-xs text-slate-500">Only administrators see the note; it is stored encrypted.</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <Button onClick={save} disabled={!changed || update.isPending}>
          {update.isPending ? "Saving..." : "Save changes"}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={remove.isPending}>
              Delete application
            </Button>
          }
          title={`Delete ${a.reference}?`}
          description="The application and the copies of its e-mails are deleted for good; the audit log keeps only its reference. Use this when the applicant asks for deletion."
          confirmLabel="Delete"
          onConfirm={destroy}
        />
      </div>
    </Card>
  );
}
