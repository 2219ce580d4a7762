import { createContext, useContext } from "react";
import type { FieldPath } from "./field-paths";

export interface PageFormContextValue {
  /** A partner's view: every input shows its value and none can change it. */
  readOnly: boolean;
  /** The id of the input at `path`, unique on the screen. */
  idOf: (path: FieldPath) => string;
  errorAt: (path: FieldPath) => string | undefined;
  /** Whether any error lies at or inside `path`, so a collapsed list entry opens to show it. */
  hasErrorUnder: (path: FieldPath) => boolean;
  set: (path: FieldPath, value: unknown) => void;
}

export const PageFormContext = createContext<PageFormContextValue | null>(null);

export function usePageForm(): PageFormContextValue {
  const form = useContext(PageFormContext);
  if (!form) throw new Error("A page field outside its form");
  return form;
}
