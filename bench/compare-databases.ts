// `npm run bench:databases`: only the staff API lanes (no Lighthouse, no static load), for comparing the
// embedded databases quickly. Prints one table; the full report (`npm run bench`) has the same figures.
import { type ApiFigures, type DatabaseKind, type LaneSpec, measureApi, openLane } from "./api-load";
import { benchOptions } from "./options";
import { databaseFigureRows } from "./server-targets";

const options = benchOptions();
const lanes: LaneSpec[] = [{ database: "embedded PostgreSQL" }, { database: "PGlite" }];
if (options.databaseUrl) lanes.push({ database: "PostgreSQL", databaseUrl: options.databaseUrl });
const only = process.env.BENCH_LANES?.split(",").map((s) => s.trim()) as DatabaseKind[] | undefined;

const results: ApiFigures[] = [];
for (const spec of lanes.filter((l) => !only || only.includes(l.database))) {
  console.log(`bench: staff API on ${spec.database}`);
  const lane = await openLane(spec, options.contentItems);
  try {
    results.push(await measureApi(lane, { seconds: options.loadSeconds, warmupSeconds: options.warmupSeconds }));
  } finally {
    await lane.close();
  }
}
console.log(JSON.stringify(results, null, 2));
console.log(databaseFigureRows(results).join("\n"));
