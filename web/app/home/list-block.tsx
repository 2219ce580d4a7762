import { Check } from "lucide-react";

/** A titled list of short points, as used in the home page's modals and tabs. */
export function ListBlock({ title, items }: { title: string; items: readonly { text: string }[] }) {
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li key={item.text} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
