// `npm run bench:compare -- <earlier checkout>`: this build against an earlier one (bench/compare-builds.ts).
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Section } from "./bench-report";
import { type BuildComparison, commitOf, compareBuilds, renderComparison } from "./compare-builds";
import { describeRun } from "./machine";
import { benchOptions } from "./options";
import { repoRoot } from "./server-process";

const earlierRoot = process.argv[2] ?? process.env.BENCH_EARLIER_ROOT;
if (!earlierRoot) {
  console.error("Name a built checkout of the earlier commit: npm run bench:compare -- ../helixmap-d2dd922");
  process.exit(2);
}
const options = benchOptions();
const context = describeRun();
const earlier = commitOf(resolve(earlierRoot));
console.log(`bench: ${context.commit} against ${earlier}`);
let section: Section<BuildComparison>;
try {
  section = {
    ok: true,
    value: await compareBuilds(resolve(earlierRoot), context.commit, options.routes, options.lighthouseRuns),
  };
} catch (err) {
  section = { ok: false, reason: err instanceof Error ? err.message : String(err) };
}
const { machine } = context;
const markdown = [
  `# ${context.commit} against ${earlier}: ${context.date.slice(0, 10)}${context.dirty ? " (with uncommitted changes)" : ""}`,
  "",
  `${machine.cpuModel}, ${machine.cores} cores, ${machine.ramGiB} GiB, ${machine.os}, Node ${machine.node}; one-minute load ${machine.loadAtStart} at the start. ${process.env.BENCH_MACHINE_NOTE ?? ""}`.trim(),
  "",
  renderComparison(section, context.commit),
].join("\n");
const file = join(repoRoot, "bench/results", `${context.date.slice(0, 10)}-${context.commit}-against-${earlier}.md`);
writeFileSync(file, markdown);
console.log(markdown);
console.log(`bench: report written to ${file}`);
