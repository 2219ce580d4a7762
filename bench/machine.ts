import { execFileSync } from "node:child_process";
import { cpus, loadavg, release, totalmem } from "node:os";

export interface Machine {
  cpuModel: string;
  cores: number;
  ramGiB: number;
  os: string;
  node: string;
  /** One-minute load average when the run began: a busy machine lowers every figure. */
  loadAtStart: number;
}

export interface RunContext {
  date: string;
  commit: string;
  /** True when the working tree differs from the commit, so the figures are not exactly that commit's. */
  dirty: boolean;
  machine: Machine;
}

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

export function describeRun(): RunContext {
  return {
    date: new Date().toISOString(),
    commit: git("rev-parse", "--short", "HEAD"),
    // Earlier reports under bench/results do not change what is measured.
    dirty: git("status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results") !== "",
    machine: {
      cpuModel: cpus()[0]?.model.trim() ?? "unknown",
      cores: cpus().length,
      ramGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
      os: `${process.platform} ${release()}`,
      node: process.version,
      loadAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    },
  };
}
