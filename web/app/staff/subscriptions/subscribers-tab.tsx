import { API_PATHS } from "@helixmap/common/api-paths";
import { Download } from "lucide-react";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { QueryView } from "../ui/query-view";
import { useSubscriberSummary } from "./subscriber-summary";

/** Press-release alert subscribers: how many, and a CSV export the server writes to the audit log. */
export function SubscribersTab() {
  const summary = useSubscriberSummary();
  return (
    <section aria-labelledby="subscribers-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscribers-heading" className="text-xl font-semibold text-slate-900">
          Press-release alert subscribers
        </h2>
        <a href={API_PATHS.pressAlerts.subscribersExport} download className={buttonClass("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      <QueryView
        query={summary}
        loadingLabel="Loading subscribers"
        failureTitle="Subscribers could not be loaded"
        isEmpty={() => false}
        empty={null}
      >
        {(s) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <Card className="p-5">
              <p className="text-3xl font-bold text-slate-900" data-testid="confirmed-subscribers">
                {s.confirmed}
              </p>
              <p className="text-sm text-slate-700">Confirmed subscribers (they receive alerts)</p>
            </Card>
            <Card className="p-5">
              <p className="text-3xl font-bold text-slate-900" data-testid="pending-subscribers">
                {s.pending}
              </p>
              <p className="text-sm text-slate-700">Waiting for confirmation (link valid 24 hours)</p>
            </Card>
          </div>
        )}
      </QueryView>
      <p className="text-sm text-slate-700">
        The export holds each confirmed address with its consent time and IP address. Every export is recorded in the
        audit log.
      </p>
    </section>
  );
}
