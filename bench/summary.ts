import type { ApiFigures } from "./api-load";
import type { BenchReport } from "./bench-report";
import { contentListFailures, serverTargetRows } from "./server-targets";
import { atLeast, atMost, below, type Check, type SummaryRow, TARGETS } from "./targets";

export type { SummaryRow } from "./targets";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The content list's two checks on one lane: p99 latency under the fixed target and zero failures. */
export function contentListChecks(a: ApiFigures): { p99: Check; failures: number; failuresCheck: Check } {
  const l = a.contentList;
  const failures = contentListFailures(a);
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
  const notMeasured = (key: string, target: string, reason: string) =>
    rows.push({ key, target, result: `not measured: ${reason}`, check: undefined });

  const lh = r.lighthouse;
  const scores = [
    ["performance", `Lighthouse performance ${TARGETS.performance}`, TARGETS.performance],
    ["accessibility", "Lighthouse accessibility 100", TARGETS.accessibility],
    ["best-practices", "Lighthouse best practices 100", TARGETS.bestPractices],
    ["seo", "Lighthouse SEO 100", TARGETS.seo],
  ] as const;
  if (lh.ok) {
    const n = lh.value.length;
    for (const [key, target, min] of scores) {
      const lowest = Math.min(...lh.value.map((l) => l.scores[key]));
      rows.push({
        key: `lighthouse-${key}`,
        target,
        result: `lowest ${lowest} over ${n} routes`,
        check: atLeast(lowest, min),
        value: lowest,
      });
    }
    for (const [key, label, target] of [
      ["lcpMs", "largest contentful paint", TARGETS.lcpMs],
      ["tbtMs", "total blocking time", TARGETS.tbtMs],
    ] as const) {
      const highest = Math.max(...lh.value.map((l) => l[key]));
      rows.push({
        key,
        target: `${label} ≤ ${target} ms`,
        result: `highest ${highest} ms over ${n} routes`,
        check: atMost(highest, target, " ms", 0),
        value: highest,
      });
    }
    const cls = Math.max(...lh.value.map((l) => l.cls));
    rows.push({
      key: "cls",
      target: `CLS < ${TARGETS.cls}`,
      result: `highest ${cls.toFixed(3)}`,
      check: below(cls, TARGETS.cls),
      value: cls,
    });
    const offenders = lh.value.filter((l) => l.thirdPartyHosts.length > 0 && l.path !== "/science").map((l) => l.path);
    rows.push({
      key: "third-party",
      target: "no third-party host on first load",
      result: offenders.length ? `on ${offenders.join(", ")}` : "none (Science's viewer excepted)",
      check: { met: offenders.length === 0, gap: `${offenders.length} routes` },
    });
  } else {
    for (const [key, target] of scores) notMeasured(`lighthouse-${key}`, target, lh.reason);
  }

  const js = Math.max(...r.weights.map((w) => w.jsGzip));
  const css = Math.max(...r.weights.map((w) => w.cssGzip));
  rows.push({
    key: "js-gzip",
    target: `first-load JavaScript ≤ ${kb(r.budgets.jsGzipTarget)} gzip`,
    result: `heaviest ${kb(js)}`,
    check: atMost(js / 1024, r.budgets.jsGzipTarget / 1024, " KB"),
    value: js,
  });
  rows.push({
    key: "css-gzip",
    target: `first-load CSS ≤ ${kb(r.budgets.cssGzipLimit)} gzip`,
    result: `heaviest ${kb(css)}`,
    check: atMost(css / 1024, r.budgets.cssGzipLimit / 1024, " KB"),
    value: css,
  });
  const withPdf = r.weights.filter((w) => !w.pdfFree).length;
  rows.push({
    key: "pdf",
    target: "no PDF library on first load",
    result: withPdf ? `in ${withPdf} routes` : "absent everywhere",
    check: { met: withPdf === 0, gap: `${withPdf} routes` },
  });

  rows.push(...serverTargetRows(r));

  const st = r.staticServing;
  const ratios = st.ok ? st.value.targets.flatMap((t) => (t.ratio === undefined ? [] : [t.ratio])) : [];
  const staticTarget = `static serving ≥ ${TARGETS.staticRatio}× nginx's req/s`;
  if (ratios.length) {
    const lowest = Math.min(...ratios);
    rows.push({
      key: "static-ratio",
      target: staticTarget,
      result: `lowest ${lowest}×`,
      check: atLeast(lowest, TARGETS.staticRatio, "×", 2),
      value: lowest,
    });
  } else {
    notMeasured(
      "static-ratio",
      staticTarget,
      st.ok && "skipped" in st.value.nginx ? st.value.nginx.skipped : st.ok ? "no ratio" : st.reason,
    );
  }
  return rows;
}
