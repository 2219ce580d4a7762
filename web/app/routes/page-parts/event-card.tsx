import { CalendarDays, CalendarPlus, MapPin } from "lucide-react";
import { publicConfig } from "../../public-config";
import { eventWhen, isUpcoming } from "../../published/event-time";
import type { EventEntry } from "../../published/list-entries";
import { canonicalUrl } from "../../shell/meta";
import { useProvidedSiteSettings } from "../../shell/site-settings";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";

/** The words an event card adds to the event's own: a held event's badge, the calendar button and file. */
export interface EventCardLabels {
  held: string;
  addToCalendar: string;
  calendarSource: string;
  calendarDescription: string;
}

/** A conference or investor event; upcoming ones offer an .ics file built in the browser on click. */
export function EventCard({
  event,
  pagePath,
  labels,
}: {
  event: EventEntry;
  pagePath: string;
  labels: EventCardLabels;
}) {
  const upcoming = isUpcoming(event, publicConfig.buildTime);
  const companyName = useProvidedSiteSettings()?.identity.companyName ?? "";
  const addToCalendar = async () => {
    const { downloadEventIcs } = await import("../../downloads/calendar");
    downloadEventIcs(event, `${canonicalUrl(pagePath)}#${event.slug}`, {
      companyName,
      source: labels.calendarSource,
      description: labels.calendarDescription,
    });
  };
  return (
    <Card className="flex h-full flex-col" id={event.slug}>
      <Badge tone={upcoming ? "accent" : "grey"}>{upcoming ? event.kind : `${event.kind} (${labels.held})`}</Badge>
      <h3 className="mt-2 font-semibold text-slate-900">{event.title}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-700">{event.summary}</p>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {eventWhen(event)}
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {event.venue}
      </p>
      {upcoming && (
        <div className="mt-4">
          <Button variant="secondary" onClick={addToCalendar}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {labels.addToCalendar}
            <span className="sr-only">: {event.title}</span>
          </Button>
        </div>
      )}
    </Card>
  );
}
