import { formatDisplayDate, type PublishedItem } from "@helixmap/common/publishing";
import { eventWhen } from "./event-time";

const present = (facts: [string, string][]) => facts.filter((f) => f[1] !== "");

/** The per-type facts an item page shows under its title. */
export function itemFacts(item: PublishedItem): [string, string][] {
  switch (item.contentType) {
    case "press_release":
      return [["Category", item.fields.category]];
    case "publication":
      return present([
        ["Type", item.fields.articleType],
        ["Authors", item.fields.authors.join(", ")],
        ["Journal", item.fields.journal],
        ["Status", item.fields.status],
        ["Keywords", item.fields.keywords.join(", ")],
      ]);
    case "patent":
      return present([
        ["Number", item.fields.number],
        ["Status", item.fields.status],
        ["Filed", item.fields.filingDate ? formatDisplayDate(item.fields.filingDate) : ""],
        ["Inventors", item.fields.inventors.join(", ")],
        ["Claims", item.fields.claims === null ? "" : String(item.fields.claims)],
        ["Territories filed", item.fields.territories.join(", ")],
      ]);
    case "research":
      return [
        ["Type", item.fields.documentType],
        ["Category", item.fields.category],
      ];
    case "sec_filing":
      return present([
        ["Form", item.fields.form],
        ["Status", item.fields.status],
        ["Offering", item.fields.offering ? `${item.fields.offering.round}, ${item.fields.offering.exemption}` : ""],
      ]);
    case "regulatory_update":
      return present([
        ["Type", item.fields.category],
        ["Status", item.fields.status],
        ["Priority", item.fields.priority],
        ["Impact", item.fields.impact],
        ["Next steps", item.fields.nextSteps],
      ]);
    case "event":
      return present([
        ["Type", item.fields.kind],
        ["When", eventWhen(item.fields)],
        ["Where", item.fields.venue],
      ]);
    case "page":
      return [];
  }
}
