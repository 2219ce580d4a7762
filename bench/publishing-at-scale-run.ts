// `npm run bench:publishing`: only the publishing-at-scale scenario (bench/publishing-at-scale.ts), after a build.
// BENCH_PUBLISHING_ITEMS=1000 for a development run; BENCH_DATABASE_URL adds the PostgreSQL content list.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeRun } from "./machine";
import { benchOptions } from "./options";
import {
  measurePublishingAtScale,
  renderPublishingAtScale,
  SCALE_ITEMS_DEFAULT,
  scaleItems,
} from "./publishing-at-scale";
import { repoRoot } from "./server-process";

const options = benchOptions();
const context = describeRun();
const items = scaleItems(false);
console.log(`bench: publishing at scale, ${items} items, on commit ${context.commit}`);
let section: Parameters<typeof renderPublishingAtScale>[0];
try {
  const value = await measurePublishingAtScale(
    items,
    { seconds: options.loadSeconds, warmupSeconds: options.warmupSeconds },
    options.databaseUrl,
  );
  section = { ok: true, value };
} catch (err) {
  section = { ok: false, reason: err instanceof Error ? err.message : String(err) };
}
const { machine } = context;
const markdown = [
  `# Publishing at scale: ${context.date.slice(0, 10)}, commit ${context.commit}${context.dirty ? " (with uncommitted changes)" : ""}`,
  "",
  `${machine.cpuModel}, ${machine.cores} cores, ${machine.ramGiB} GiB, ${machine.os}, Node ${machine.node}; one-minute load ${machine.loadAtStart} at the start. ${process.env.BENCH_MACHINE_NOTE ?? ""}`.trim(),
  "",
  renderPublishingAtScale(section),
].join("\n");
const suffix = items === SCALE_ITEMS_DEFAULT ? "" : `-${items}-items`;
const file = join(
  repoRoot,
  "bench/results",
  `${context.date.slice(0, 10)}-${context.commit}-publishing-at-scale${suffix}.md`,
);
writeFileSync(file, markdown);
console.log(markdown);
console.log(`bench: report written to ${file}`);
