import type { RenderedSite } from "@helixmap/common/pages/page-catalogue";
import { formatDisplayDate, type PublishedItem } from "@helixmap/common/publishing";
import { eventWhen } from "./event-time";

/** The facts' labels: the site settings' `itemFacts`. */
export type FactLabels = RenderedSite["itemFacts"];

const present = (facts: [string, string][]) => facts.filter((f) => f[1] !== "");

/** The per-type facts an item page shows under its title, each labelled in the site settings' words. */
export function itemFacts(item: PublishedItem, labels: FactLabels): [string, string][] {
  switch (item.contentType) {
    case "press_release":
      return [[labels.factCategory, item.fields.category]];
    case "publication":
      return present([
        [labels.factType, item.fields.articleType],
        [labels.factAuthors, item.fields.authors.join(", ")],
        [labels.factJournal, item.fields.journal],
        [labels.factStatus, item.fields.status],
        [labels.factKeywords, item.fields.keywords.join(", ")],
      ]);
    case "patent":
      return present([
        [labels.factNumber, item.fields.number],
        [labels.factStatus, item.fields.status],
        [labels.factFiled, item.fields.filingDate ? formatDisplayDate(item.fields.filingDate) : ""],
        [labels.factInventors, item.fields.inventors.join(", ")],
        [labels.factClaims, item.fields.claims === null ? "" : String(item.fields.claims)],
        [labels.factTerritories, item.fields.territories.join(", ")],
      ]);
    case "research":
      return [
        [labels.factType, item.fields.documentType],
        [labels.factCategory, item.fields.category],
      ];
    case "sec_filing":
      return present([
        [labels.factForm, item.fields.form],
        [labels.factStatus, item.fields.status],
        [
          labels.factOffering,
          item.fields.offering ? `${item.fields.offering.round}, ${item.fields.offering.exemption}` : "",
        ],
      ]);
    case "regulatory_update":
      return present([
        [labels.factType, item.fields.category],
        [labels.factStatus, item.fields.status],
        [labels.factPriority, item.fields.priority],
        [labels.factImpact, item.fields.impact],
        [labels.factNextSteps, item.fields.nextSteps],
      ]);
    case "event":
      return present([
        [labels.factType, item.fields.kind],
        [labels.factWhen, eventWhen(item.fields)],
        [labels.factWhere, item.fields.venue],
      ]);
    case "page":
      return [];
  }
}
