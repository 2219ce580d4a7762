import { useEffect, useMemo, useRef, useState } from "react";

/**
 * Values typed into a form and not yet saved, kept in this browser per
 * person and per item or page, so a closed tab, a crash or a failed save
 * loses nothing. `baseVersion` is the version they were typed against: a
 * restored copy is saved against it, so a change made since still answers
 * EDIT_CONFLICT rather than being overwritten silently.
 */
export interface UnsavedEdits<Values> {
  keptAt: string;
  baseVersion: number | null;
  values: Values;
}

const PREFIX = "hm.unsaved-edits";
/** How long after the last keystroke the copy is written (typing stays smooth; a crash loses at most this). */
const KEEP_AFTER_MS = 400;

export const unsavedEditsKey = (userId: string, thing: string) => `${PREFIX}:${userId}:${thing}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readUnsavedEdits<Values>(key: string | null): UnsavedEdits<Values> | null {
  const text = key === null ? null : storage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as UnsavedEdits<Values>;
  } catch {
    return null;
  }
}

export function clearUnsavedEdits(key: string | null): void {
  if (key !== null) storage()?.removeItem(key);
}

/**
 * Keeps `values` whenever they differ from those the form opened with, and
 * offers the copy found when the form opened (`offer`, unless it says the
 * same as the form) until it is restored or dismissed. `saved()` forgets the
 * copy after a successful save (or a reload that drops the typed values).
 * A null key keeps nothing (a form that cannot save).
 */
export function useUnsavedEdits<Values>(key: string | null, values: Values, baseVersion: number | null) {
  const serialized = useMemo(() => JSON.stringify(values), [values]);
  const [opened] = useState(serialized);
  const found = (at: string | null) => {
    const copy = readUnsavedEdits<Values>(at);
    return copy && JSON.stringify(copy.values) !== opened ? copy : null;
  };
  // The key can arrive after the first render (the person's id loads with the session).
  const [state, setState] = useState(() => ({ key, offer: found(key) }));
  // While a copy is offered, it is kept as found: typing before answering must not replace it.
  const paused = useRef(state.offer !== null);
  if (state.key !== key) {
    const offer = found(key);
    paused.current = offer !== null;
    setState({ key, offer });
  }
  const offer = state.key === key ? state.offer : null;

  useEffect(() => {
    if (key === null || paused.current || serialized === opened) return;
    const timer = setTimeout(() => {
      const copy: UnsavedEdits<unknown> = {
        keptAt: new Date().toISOString(),
        baseVersion,
        values: JSON.parse(serialized),
      };
      storage()?.setItem(key, JSON.stringify(copy));
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, serialized, opened, baseVersion]);

  return {
    offer,
    /** The copy was taken into the form (or, with `discard`, thrown away): the form's values are kept again. */
    settle(discard: boolean) {
      if (discard) clearUnsavedEdits(key);
      paused.current = false;
      setState({ key, offer: null });
    },
    saved() {
      paused.current = true;
      clearUnsavedEdits(key);
    },
  };
}
