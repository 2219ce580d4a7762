import type { PageDocument } from "@helixmap/common/pages/pages-api";
import { CalendarClock } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { errorMessage, isApiError } from "../../api-client/api-request";
import { Button } from "../../ui/button";
import { fromLocalInput, toLocalInput } from "../drafts/local-time";
import { describedBy, FormField, inputClass } from "../ui/form-field";
import { formatDateTime } from "../ui/format";
import { useSchedulePage } from "./schedule-page";

const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * When the saved draft goes live by itself. The time is typed in the
 * administrator's own zone and sent as the UTC instant the server stores.
 */
export function PageSchedule({ page }: { page: PageDocument }) {
  const id = useId();
  const schedule = useSchedulePage();
  const [publishAt, setPublishAt] = useState(toLocalInput(page.publishAt));
  const [error, setError] = useState<string | undefined>();
  const hint = `Your local time (${LOCAL_ZONE}). The saved draft is published then and the site is deployed at that time, even while automatic deploys are off.`;

  const send = (value: string | null, done: string) => {
    setError(undefined);
    schedule.mutate(
      { key: page.key, publishAt: value },
      {
        onSuccess: () => toast.success(done),
        onError: (failure) => {
          const named = isApiError(failure) ? failure.fields.publishAt : undefined;
          if (named) setError(named);
          else toast.error("Could not change the schedule", { description: errorMessage(failure) });
        },
      },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const instant = fromLocalInput(publishAt);
    if (!instant) return setError("Choose a date and time");
    send(instant, `The draft will be published on ${formatDateTime(instant)}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Schedule the draft" className="space-y-3">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock aria-hidden="true" className="size-4" />
        Scheduled publish
      </h3>
      {page.publishAt ? (
        <p className="text-sm text-slate-700" data-testid="page-schedule">
          The saved draft is published on <time dateTime={page.publishAt}>{formatDateTime(page.publishAt)}</time>.
        </p>
      ) : (
        <p className="text-sm text-slate-700">Not scheduled: the draft waits until someone publishes it.</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <FormField id={`${id}-at`} label="Publish the draft at" hint={hint} error={error}>
            <input
              id={`${id}-at`}
              type="datetime-local"
              className={inputClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${id}-at`, { hint, error })}
              value={publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
            />
          </FormField>
        </div>
        <div className="flex gap-2 pb-6">
          <Button type="submit" variant="secondary" disabled={schedule.isPending}>
            {page.publishAt ? "Change the time" : "Schedule"}
          </Button>
          {page.publishAt && (
            <Button
              variant="ghost"
              disabled={schedule.isPending}
              onClick={() => {
                setPublishAt("");
                send(null, "Schedule cancelled");
              }}
            >
              Cancel the schedule
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
