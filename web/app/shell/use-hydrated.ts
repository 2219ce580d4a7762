import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React hydrates the pre-rendered HTML (and in that HTML), true
 * from the render after. A control that only works with its handlers, such as
 * a submit button waiting for consent, stays usable as plain HTML until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
