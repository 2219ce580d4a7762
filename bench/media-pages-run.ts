// `npm run bench:media`: only the library-image page scenario (bench/media-pages.ts), after a build.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Section } from "./bench-report";
import { describeRun } from "./machine";
import { type MediaPageFigures, measureMediaPages, renderMediaPages } from "./media-pages";
import { benchOptions } from "./options";
import { repoRoot } from "./server-process";

const options = benchOptions();
const context = describeRun();
console.log(`bench: a page with a library image, on commit ${context.commit}`);
let section: Section<MediaPageFigures>;
try {
  section = { ok: true, value: await measureMediaPages(options.lighthouseRuns) };
} catch (err) {
  section = { ok: false, reason: err instanceof Error ? err.message : String(err) };
}
const { machine } = context;
const markdown = [
  `# A page with a library image: ${context.date.slice(0, 10)}, commit ${context.commit}${context.dirty ? " (with uncommitted changes)" : ""}`,
  "",
  `${machine.cpuModel}, ${machine.cores} cores, ${machine.ramGiB} GiB, ${machine.os}, Node ${machine.node}; one-minute load ${machine.loadAtStart} at the start. ${process.env.BENCH_MACHINE_NOTE ?? ""}`.trim(),
  "",
  renderMediaPages(section),
].join("\n");
const file = join(repoRoot, "bench/results", `${context.date.slice(0, 10)}-${context.commit}-media-pages.md`);
writeFileSync(file, markdown);
console.log(markdown);
console.log(`bench: report written to ${file}`);
