import { CalendarDays, CalendarPlus, MapPin } from "lucide-react";
import { anchorFor } from "../../copy/anchors";
import { eventWhen, isUpcoming, type ScheduledEvent } from "../../copy/events";
import { publicConfig } from "../../public-config";
import { canonicalUrl } from "../../shell/meta";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";

/** A conference or investor event; upcoming ones offer an .ics file built in the browser on click. */
export function EventCard({ event, pagePath }: { event: ScheduledEvent; pagePath: string }) {
  const upcoming = isUpcoming(event, publicConfig.buildTime);
  const anchor = anchorFor(event.name);
  const addToCalendar = async () => {
    const { downloadEventIcs } = await import("../../downloads/calendar");
    downloadEventIcs(event, `${canonicalUrl(pagePath)}#${anchor}`);
  };
  return (
    <Card className="flex h-full flex-col" id={anchor}>
      <Badge tone={upcoming ? "accent" : "grey"}>{upcoming ? event.type : `${event.type} (held)`}</Badge>
      <h3 className="mt-2 font-semibold text-slate-900">{event.name}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-700">{event.presentation}</p>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {eventWhen(event)}
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {event.location}
      </p>
      {upcoming && (
        <div className="mt-4">
          <Button variant="secondary" onClick={addToCalendar}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Add to calendar
            <span className="sr-only">: {event.name}</span>
          </Button>
        </div>
      )}
    </Card>
  );
}
