export const DEFAULT_PROGRESS_MAX = 100;

export type ProgressState = "indeterminate" | "loading" | "complete";

/**
 * Resolves max and value per the spec: a non-positive or non-numeric max
 * falls back to 100 (logged), a value outside 0..max is indeterminate.
 */
export function resolveProgress(value: number | null | undefined, max: number | undefined) {
  let safeMax = max ?? DEFAULT_PROGRESS_MAX;
  if (!Number.isFinite(safeMax) || safeMax <= 0) {
    console.error(
      `Invalid prop \`max\` of value \`${max}\` supplied to \`Progress\`. Defaulting to ${DEFAULT_PROGRESS_MAX}.`,
    );
    safeMax = DEFAULT_PROGRESS_MAX;
  }
  const valid = typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= safeMax;
  if (value != null && !valid) {
    console.error(
      `Invalid prop \`value\` of value \`${value}\` supplied to \`Progress\`. Treating it as indeterminate.`,
    );
  }
  const safeValue = valid ? value : null;
  const state: ProgressState = safeValue == null ? "indeterminate" : safeValue === safeMax ? "complete" : "loading";
  return { max: safeMax, value: safeValue, state };
}

export function Progress({
  value,
  max,
  label,
  unknownText,
  className = "",
}: {
  value?: number | null;
  max?: number;
  label: string;
  /** What screen readers hear for a bar without a figure: on public pages the site settings' word. */
  unknownText: string;
  className?: string;
}) {
  const p = resolveProgress(value, max);
  const percent = p.value == null ? null : (p.value / p.max) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={p.max}
      aria-valuenow={p.value ?? undefined}
      aria-valuetext={percent == null ? unknownText : `${Math.round(percent)}%`}
      data-state={p.state}
      data-value={p.value ?? undefined}
      data-max={p.max}
      className={`relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className={`h-full rounded-full ${p.state === "complete" ? "bg-green-600" : "bg-accent-600"} ${percent == null ? "w-1/3 animate-pulse" : ""}`}
        style={percent == null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
