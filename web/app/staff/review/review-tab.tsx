import { REVIEW_SUBJECTS, type ReviewQueueEntry } from "@helixmap/common/review/review-api";
import { useId, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../api-client/api-request";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { CONTENT_TYPE_LABELS } from "../content/content-labels";
import { inputClass } from "../ui/form-field";
import { formatDateTime } from "../ui/format";
import { QueryView } from "../ui/query-view";
import { type ReviewAction, useReviewAction } from "./review-actions";
import { NOT_SUBMITTED_LABEL, REVIEW_STATE_LABELS, REVIEW_STATE_TONES, REVIEW_SUBJECT_LABELS } from "./review-labels";
import { useReviewQueue } from "./review-queue";
import { useReviewSettings, useUpdateReviewSetting } from "./review-settings";

const DONE: Record<ReviewAction, string> = {
  submit: "Submitted for review",
  approve: "Approved",
  requestChanges: "Changes asked for",
};

/** One pending change: who saved it, where its review stands, and the review actions open to this administrator. */
function QueueEntry({ entry, currentUserId }: { entry: ReviewQueueEntry; currentUserId: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const act = useReviewAction();
  const isAuthor = entry.authorId === currentUserId;
  const run = (action: ReviewAction) =>
    act.mutate(
      { target: entry.target, action, text },
      {
        onSuccess: () => {
          toast.success(DONE[action], { description: entry.title });
          setText("");
        },
        onError: (error) => toast.error("The review could not be recorded", { description: errorMessage(error) }),
      },
    );
  const kind = entry.target.kind === "item" ? CONTENT_TYPE_LABELS[entry.target.contentType] : "Page";
  return (
    <Card className="space-y-3 p-4" data-testid="review-entry">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-slate-900">{entry.title}</h4>
        <Badge tone="grey">{kind}</Badge>
        {entry.state ? (
          <Badge tone={REVIEW_STATE_TONES[entry.state]}>{REVIEW_STATE_LABELS[entry.state]}</Badge>
        ) : (
          <Badge tone="grey">{NOT_SUBMITTED_LABEL}</Badge>
        )}
        {entry.needsApproval && <Badge tone="accent">Needs approval</Badge>}
      </div>
      <p className="text-sm text-slate-600">
        Saved by {entry.authorName ?? "the system"} · {formatDateTime(entry.updatedAt)}
      </p>
      {entry.lastText && <blockquote className="border-l-4 border-slate-200 pl-3 text-sm">{entry.lastText}</blockquote>}
      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
          Note or comment on “{entry.title}”
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          className={inputClass}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={act.isPending} onClick={() => run("submit")}>
          Submit for review
        </Button>
        <Button disabled={act.isPending || isAuthor} onClick={() => run("approve")}>
          Approve
        </Button>
        {isAuthor ? (
          <p className="text-xs text-slate-600">
            You saved this change, so another administrator approves it or asks for changes.
          </p>
        ) : (
          <Button variant="ghost" disabled={act.isPending || text.trim() === ""} onClick={() => run("requestChanges")}>
            Ask for changes
          </Button>
        )}
      </div>
    </Card>
  );
}

/** "Needs approval before publishing", one switch per kind of content (stored on the server, audited). */
function ReviewSettingsPanel() {
  const query = useReviewSettings();
  const update = useUpdateReviewSetting();
  return (
    <Card className="p-5">
      <h3 className="font-semibold text-slate-900">Needs approval before publishing</h3>
      <p className="mt-1 text-sm text-slate-600">
        Changes of a ticked kind go live (now, at a time or in a release) only after another administrator approves
        them. Unpublishing and deleting never wait.
      </p>
      {query.data && (
        <fieldset className="mt-4 grid gap-2 sm:grid-cols-3">
          <legend className="sr-only">Kinds that need approval</legend>
          {REVIEW_SUBJECTS.map((subject) => (
            <label key={subject} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={query.data.rules[subject]}
                disabled={update.isPending}
                onChange={(e) =>
                  update.mutate(
                    { subject, needsApproval: e.target.checked },
                    {
                      onError: (error) =>
                        toast.error("The setting could not be changed", { description: errorMessage(error) }),
                    },
                  )
                }
              />
              {REVIEW_SUBJECT_LABELS[subject]}
            </label>
          ))}
        </fieldset>
      )}
    </Card>
  );
}

/** The Review tab (administrators): the approval rules and every pending change waiting on a review. */
export function ReviewTab({ currentUserId }: { currentUserId: string }) {
  const queue = useReviewQueue();
  return (
    <section aria-labelledby="review-heading" className="space-y-6">
      <h2 id="review-heading" className="text-xl font-semibold text-slate-900">
        Review
      </h2>
      <ReviewSettingsPanel />
      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Changes waiting for review</h3>
        <QueryView
          query={queue}
          loadingLabel="Loading the changes waiting for review"
          failureTitle="The review queue could not be loaded"
          isEmpty={(d) => d.entries.length === 0}
          empty="No changes are waiting for review."
        >
          {(d) => (
            <div className="space-y-3">
              {d.entries.map((entry) => (
                <QueueEntry
                  key={entry.target.kind === "item" ? entry.target.id : entry.target.key}
                  entry={entry}
                  currentUserId={currentUserId}
                />
              ))}
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}
