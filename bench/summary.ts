import type { ApiFigures } from "./api-load";
import type { BenchReport } from "./bench-report";
import { atLeast, atMost, below, type Check, TARGETS } from "./targets";

export interface SummaryRow {
  target: string;
  result: string;
  check: Check | undefined;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The content list's two targets on one lane: p99 latency and zero failures. */
export function contentListChecks(a: ApiFigures): { p99: Check; failures: number; failuresCheck: Check } {
  const l = a.contentList;
  const failures = l.errors + Object.values(l.non2xx).reduce((x, y) => x + y, 0);
  return {
    p99:
      l.p99Ms === null
        ? { met: false, gap: `no request completed in ${l.seconds} s` }
        : below(l.p99Ms, TARGETS.contentListP99Ms, " ms", 0),
    failures,
    failuresCheck: failures === 0 ? { met: true, gap: "" } : { met: false, gap: `${failures} failed` },
  };
}

/** Every target of the issue against the worst route or run, so the report opens with what is not met. */
export function summarize(r: BenchReport): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const notMeasured = (target: string, reason: string) =>
    rows.push({ target, result: `not measured: ${reason}`, check: undefined });

  const lh = r.lighthouse;
  const scores = [
    ["performance", "Lighthouse performance ≥ 95", TARGETS.performance],
    ["accessibility", "Lighthouse accessibility 100", TARGETS.accessibility],
    ["best-practices", "Lighthouse best practices 100", TARGETS.bestPractices],
    ["seo", "Lighthouse SEO 100", TARGETS.seo],
  ] as const;
  if (lh.ok) {
    const n = lh.value.length;
    for (const [key, target, min] of scores) {
      const lowest = Math.min(...lh.value.map((l) => l.scores[key]));
      rows.push({ target, result: `lowest ${lowest} over ${n} routes`, check: atLeast(lowest, min) });
    }
    const cls = Math.max(...lh.value.map((l) => l.cls));
    rows.push({ target: `CLS < ${TARGETS.cls}`, result: `highest ${cls.toFixed(3)}`, check: below(cls, TARGETS.cls) });
    const offenders = lh.value.filter((l) => l.thirdPartyHosts.length > 0 && l.path !== "/science").map((l) => l.path);
    rows.push({
      target: "no third-party host on first load",
      result: offenders.length ? `on ${offenders.join(", ")}` : "none (Science's viewer excepted)",
      check: { met: offenders.length === 0, gap: `${offenders.length} routes` },
    });
  } else {
    for (const [, target] of scores) notMeasured(target, lh.reason);
  }

  const js = Math.max(...r.weights.map((w) => w.jsGzip));
  const css = Math.max(...r.weights.map((w) => w.cssGzip));
  rows.push({
    target: `first-load JavaScript ≤ ${kb(r.budgets.jsGzipTarget)} gzip`,
    result: `heaviest ${kb(js)}`,
    check: atMost(js / 1024, r.budgets.jsGzipTarget / 1024, " KB"),
  });
  rows.push({
    target: `first-load CSS ≤ ${kb(r.budgets.cssGzipLimit)} gzip`,
    result: `heaviest ${kb(css)}`,
    check: atMost(css / 1024, r.budgets.cssGzipLimit / 1024, " KB"),
  });
  const withPdf = r.weights.filter((w) => !w.pdfFree).length;
  rows.push({
    target: "no PDF library on first load",
    result: withPdf ? `in ${withPdf} routes` : "absent everywhere",
    check: { met: withPdf === 0, gap: `${withPdf} routes` },
  });

  const pglite = r.api.find((a) => a.database === "PGlite")?.result;
  const apiTarget = `content list p99 < ${TARGETS.contentListP99Ms} ms at ${TARGETS.contentListConnections} connections, PGlite`;
  if (pglite?.ok) {
    const c = contentListChecks(pglite.value);
    rows.push({
      target: apiTarget,
      result: `p99 ${pglite.value.contentList.p99Ms ?? "none"} ms (first page of ${pglite.value.list.pageSize})`,
      check: c.p99,
    });
    rows.push({ target: "content list errors, PGlite", result: `${c.failures}`, check: c.failuresCheck });
  } else {
    notMeasured(apiTarget, pglite?.reason ?? "no PGlite lane");
  }

  const st = r.staticServing;
  const ratios = st.ok ? st.value.targets.flatMap((t) => (t.ratio === undefined ? [] : [t.ratio])) : [];
  const staticTarget = `static serving ≥ ${TARGETS.staticRatio}× nginx's req/s`;
  if (ratios.length) {
    const lowest = Math.min(...ratios);
    rows.push({
      target: staticTarget,
      result: `lowest ${lowest}×`,
      check: atLeast(lowest, TARGETS.staticRatio, "×", 2),
    });
  } else {
    notMeasured(
      staticTarget,
      st.ok && "skipped" in st.value.nginx ? st.value.nginx.skipped : st.ok ? "no ratio" : st.reason,
    );
  }
  return rows;
}
