import { type ReactNode, useId } from "react";

/**
 * A real table with a caption, in a region that scrolls sideways on narrow
 * screens with its first column held in place; the region is focusable so
 * keyboard users can scroll it too.
 */
export function ScrollTable({
  caption,
  minWidth = "36rem",
  children,
}: {
  caption: string;
  minWidth?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      {/* Shown outside the table so it stays in view while the table scrolls sideways. */}
      <p aria-hidden="true" className="sticky left-0 px-4 py-3 font-semibold text-slate-900">
        {caption}
      </p>
      <table
        className="w-full text-left text-sm [&_tbody_tr>:first-child]:bg-white [&_thead_tr>:first-child]:bg-slate-50 [&_tr>:first-child]:sticky [&_tr>:first-child]:left-0"
        style={{ minWidth }}
      >
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}

export function HeaderCells({ labels }: { labels: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {labels.map((l) => (
          <th key={l} scope="col" className="px-4 py-3 font-semibold">
            {l}
          </th>
        ))}
      </tr>
    </thead>
  );
}
