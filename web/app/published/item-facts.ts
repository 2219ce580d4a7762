import { formatDisplayDate, type PublishedItem } from "@helixmap/common/publishing";

/** The per-type facts an item page shows under its title. */
export function itemFacts(item: PublishedItem): [string, string][] {
  switch (item.contentType) {
    case "press_release":
      return [["Category", item.fields.category]];
    case "publication":
      return [
        ["Authors", item.fields.authors.join(", ")],
        ["Journal", item.fields.journal],
        ["Status", item.fields.status],
      ].filter((f): f is [string, string] => f[1] !== "");
    case "patent":
      return [
        ["Number", item.fields.number],
        ["Status", item.fields.status],
        ["Filed", item.fields.filingDate ? formatDisplayDate(item.fields.filingDate) : ""],
      ].filter((f): f is [string, string] => f[1] !== "");
    case "research":
      return [
        ["Type", item.fields.documentType],
        ["Category", item.fields.category],
      ];
    case "page":
      return [];
  }
}
