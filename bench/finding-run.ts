// `npx tsx bench/finding-run.ts` (after `npm run build`): only the content search and audit log
// measurements of `npm run bench`, printed as Markdown. BENCH_QUICK=1 shortens the load runs;
// BENCH_FINDING_SCALE divides the seeded rows (e.g. 10 for a quick look at the harness).
import { FINDING_SIZES, measureFinding } from "./finding-load";
import { findingSection } from "./finding-report";
import { benchOptions } from "./options";

const options = benchOptions();
const scale = Number(process.env.BENCH_FINDING_SCALE ?? "1");
const sizes = {
  items: FINDING_SIZES.items / scale,
  auditEntries: FINDING_SIZES.auditEntries / scale,
} as typeof FINDING_SIZES;
const timing = { seconds: options.loadSeconds, warmupSeconds: options.warmupSeconds };
const lanes = [
  { database: "PGlite", url: undefined },
  ...(options.databaseUrl ? [{ database: "PostgreSQL", url: options.databaseUrl }] : []),
];
const results = [];
for (const lane of lanes) {
  try {
    results.push({
      database: lane.database,
      result: { ok: true as const, value: await measureFinding(lane.url, timing, sizes) },
    });
  } catch (err) {
    results.push({
      database: lane.database,
      result: {
        ok: false as const,
        reason: err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ""}` : String(err),
      },
    });
  }
}
console.log(findingSection(results));
