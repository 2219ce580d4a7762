import type { ReactNode } from "react";

/**
 * A card that is one large click target while keeping a real heading: the
 * heading's button stretches over the whole card, so focus and the accessible
 * name stay on the button, and Escape in a modal returns focus to it.
 */
export function CardButton({
  title,
  onClick,
  children,
  className = "",
  label,
}: {
  title: ReactNode;
  onClick: () => void;
  children?: ReactNode;
  className?: string;
  /** Accessible name when the visible title alone is not descriptive. */
  label?: string;
}) {
  return (
    <article
      className={`relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-accent-600 hover:shadow-md has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-600 ${className}`}
    >
      <h3 className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={label}
          onClick={onClick}
          className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {title}
        </button>
      </h3>
      {children}
    </article>
  );
}
