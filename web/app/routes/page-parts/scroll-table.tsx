import { type ReactNode, useId } from "react";

/**
 * A real table with a caption, in a region that scrolls sideways on narrow
 * screens; the region is focusable so keyboard users can scroll it too.
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
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption id={id} className="px-4 py-3 text-left font-semibold text-slate-900">
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
