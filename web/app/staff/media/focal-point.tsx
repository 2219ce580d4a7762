import type { KeyboardEvent, MouseEvent } from "react";

/** A point on an image as fractions of its width and height (0 is left/top, 1 right/bottom). */
export interface FocalPoint {
  x: number;
  y: number;
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

/** The point a click landed on, relative to the element clicked. */
export function pointOfClick(event: MouseEvent<HTMLElement>): FocalPoint {
  const box = event.currentTarget.getBoundingClientRect();
  return {
    x: round(box.width > 0 ? (event.clientX - box.left) / box.width : 0.5),
    y: round(box.height > 0 ? (event.clientY - box.top) / box.height : 0.5),
  };
}

const STEP = 0.05;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/** The point moved by an arrow key, or null for any other key. */
export function pointAfterKey(point: FocalPoint, key: string): FocalPoint | null {
  const move = ARROWS[key];
  return move ? { x: round(point.x + move[0]), y: round(point.y + move[1]) } : null;
}

/**
 * The image with its focal point marked: a click sets it (the part a crop
 * keeps), and so do the arrow keys while it has the focus. Read-only viewers
 * see the point without being able to move it.
 */
export function FocalPointImage({
  src,
  alt,
  value,
  onChange,
}: {
  src: string;
  alt: string;
  value: FocalPoint;
  onChange?: (point: FocalPoint) => void;
}) {
  const image = <img src={src} alt={alt} className="block h-auto w-full select-none" draggable={false} />;
  const marker = (
    <span
      data-testid="focal-point-marker"
      aria-hidden="true"
      className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent-600/70 shadow ring-2 ring-accent-800"
      style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
    />
  );
  if (!onChange) {
    return (
      <div className="relative overflow-hidden rounded-md border border-slate-200">
        {image}
        {marker}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-label={`Set the focal point (now ${Math.round(value.x * 100)}% across, ${Math.round(value.y * 100)}% down)`}
      // A click from the keyboard (Enter, Space) has no position: the arrow keys move the point instead.
      onClick={(event) => event.detail > 0 && onChange(pointOfClick(event))}
      onKeyDown={(event: KeyboardEvent) => {
        const next = pointAfterKey(value, event.key);
        if (!next) return;
        event.preventDefault();
        onChange(next);
      }}
      className="relative block w-full cursor-crosshair overflow-hidden rounded-md border border-slate-200"
    >
      {image}
      {marker}
    </button>
  );
}
