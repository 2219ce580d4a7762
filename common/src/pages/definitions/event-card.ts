import { field } from "../fields";

/** The words an event card adds to an event item, on every page that lists events. */
export const eventCardFields = field.group("Event cards", {
  held: field.text("After a past event's kind", { max: 40, help: "“held”, as in “Poster (held)”." }),
  addToCalendar: field.text("Calendar button", { max: 60 }),
});
