import type { Section } from "./bench-report";
import type { FindingFigures } from "./finding-load";
import { kb, load, ms, skipped, table } from "./report";

/** The report's section on finding things in long lists: content search and the audit log's first page. */
export function findingSection(lanes: { database: string; result: Section<FindingFigures> }[]): string {
  const parts = [
    "## Finding things in long lists",
    "",
    "Signed in as an administrator, 50 connections each: the Content tab's search (`GET /api/content?q=mapping`, the first page with its counts; one item in 20 mentions the word, in its body) and the Audit Logs tab's first request (`GET /api/audit-logs`, the latest 50 entries). The items and audit entries are written straight into the database before the server starts.",
  ];
  for (const { database, result } of lanes) {
    parts.push("", `### ${database}`, "");
    if (!result.ok) {
      parts.push(skipped(result.reason));
      continue;
    }
    const f = result.value;
    parts.push(
      `${f.items.toLocaleString("en-US")} items and ${f.auditEntries.toLocaleString("en-US")} audit entries, seeded in ${ms(f.seedMs)}. The search matched ${f.searchMatches} items (first page ${kb(f.searchBytes)}); the audit page held ${f.auditPageEntries} entries (${kb(f.auditBytes)}), both uncompressed.`,
      "",
      table(
        ["endpoint", "connections", "req/s", "p50", "p99", "requests", "errors", "non-2xx"],
        [
          ["`GET /api/content?q=mapping`", String(f.search.connections), ...load(f.search)],
          ["`GET /api/audit-logs`", String(f.auditPage.connections), ...load(f.auditPage)],
        ],
      ),
    );
  }
  return parts.join("\n");
}
