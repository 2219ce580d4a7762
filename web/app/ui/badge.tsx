import type { ReactNode } from "react";
import { BADGE_TONE_CLASSES, type Tone } from "./tones";

export function Badge({ tone = "grey", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE_TONE_CLASSES[tone]}`}
    >
      {children}
    </span>
  );
}
