import { field } from "../fields";

/** The words an event card adds to an event item, on every page that lists events. */
export const eventCardFields = field.group("Event cards", {
  held: field.text("After a past event's kind", { max: 40, help: "“held”, as in “Poster (held)”." }),
  addToCalendar: field.text("Calendar button", { max: 60 }),
  calendarSource: field.text("Calendar file: who publishes it, after the company's name", { max: 80 }),
  calendarDescription: field.text("Calendar file: the event's description", {
    max: 300,
    multiline: true,
    help: "{kind}, {summary} and {url} stand for the event's kind, its summary and its address on this site.",
  }),
});
