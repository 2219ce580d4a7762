import type { ListField as ListSpec } from "@helixmap/common/pages/fields";
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { blankValues, childPath, type FieldPath } from "./field-paths";
import { FieldBox } from "./page-field-box";
import { usePageForm } from "./page-form-context";

type Entry = Record<string, unknown>;

/** Lists longer than this open with every entry folded to its name, so the page stays scannable. */
const COLLAPSE_AFTER = 3;

/** "Value 3: Integrity", from the entry's title field when the schema names one. */
function entryName(spec: ListSpec, entry: Entry | undefined, index: number): string {
  const base = `${spec.itemLabel} ${index + 1}`;
  const title = spec.titleField ? entry?.[spec.titleField] : undefined;
  const words =
    typeof title === "string"
      ? title
      : title && typeof title === "object" && "label" in title
        ? String((title as { label: unknown }).label)
        : "";
  return words.trim() ? `${base}: ${words.trim()}` : base;
}

/**
 * A repeatable list of entries: add, remove, move up and down, and fold.
 * Entries carry a key of their own, so moving one moves its input state and
 * focus with it; an entry with an error is always unfolded.
 */
export function ListField({
  spec,
  path,
  entries,
  renderEntry,
}: {
  spec: ListSpec;
  path: FieldPath;
  entries: Entry[];
  renderEntry: (path: FieldPath, entry: Entry) => ReactNode;
}) {
  const form = usePageForm();
  const prefix = useId();
  const counter = useRef(0);
  const newKey = () => `${prefix}-${counter.current++}`;
  const [keys, setKeys] = useState(() => entries.map(newKey));
  const [open, setOpen] = useState<Set<string>>(() => new Set(entries.length > COLLAPSE_AFTER ? [] : keys));
  const focusNext = useRef<{ key: string; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted || !listRef.current) return;
    focusNext.current = null;
    const entry = listRef.current.querySelector(`[data-entry="${wanted.key}"]`);
    const target =
      entry?.querySelector<HTMLElement>(
        wanted.action === "first-input" ? "input, textarea, select" : `[data-action="${wanted.action}"]:not(:disabled)`,
      ) ?? entry?.querySelector<HTMLElement>('[data-action="toggle"]');
    target?.focus();
  });

  const max = spec.max ?? 200;
  const min = spec.min ?? 0;
  const entryKeys = entries.map((_, i) => keys[i] ?? `${prefix}-extra-${i}`);

  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const add = () => {
    const key = newKey();
    setKeys([...entryKeys, key]);
    setOpen((was) => new Set(was).add(key));
    focusNext.current = { key, action: "first-input" };
    form.set(path, [...entries, blankValues(spec.of)]);
  };
  const remove = (index: number) => {
    setKeys(entryKeys.filter((_, i) => i !== index));
    form.set(
      path,
      entries.filter((_, i) => i !== index),
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const swap = <T,>(list: T[]) => {
      const next = [...list];
      [next[index], next[to]] = [next[to] as T, next[index] as T];
      return next;
    };
    focusNext.current = { key: entryKeys[index] as string, action: by < 0 ? "up" : "down" };
    setKeys(swap(entryKeys));
    form.set(path, swap(entries));
  };

  return (
    <FieldBox path={path} legend={spec.label} help={spec.help}>
      {entries.length === 0 && <p className="text-sm text-slate-600">No {spec.itemLabel.toLowerCase()} entries.</p>}
      <ol ref={listRef} className="space-y-3">
        {entries.map((entry, index) => {
          const key = entryKeys[index] as string;
          const entryPath = childPath(path, index);
          const name = entryName(spec, entry, index);
          const expanded = open.has(key) || form.hasErrorUnder(entryPath);
          const bodyId = `${key}-body`;
          return (
            <li key={key} data-entry={key} data-testid="list-entry" className="rounded-md border border-slate-200">
              <div className="flex flex-wrap items-center gap-2 bg-slate-50 px-3 py-2">
                <button
                  type="button"
                  data-action="toggle"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => toggle(key)}
                  className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm font-medium text-slate-900"
                >
                  {expanded ? (
                    <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                  )}
                  <span className="truncate">{name}</span>
                </button>
                {!form.readOnly && (
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      className="px-2"
                      data-action="up"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Move ${name} up`}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2"
                      data-action="down"
                      disabled={index === entries.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Move ${name} down`}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2"
                      disabled={entries.length <= min}
                      onClick={() => remove(index)}
                      aria-label={`Remove ${name}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </span>
                )}
              </div>
              <div id={bodyId} hidden={!expanded} className="space-y-4 p-3">
                {expanded && renderEntry(entryPath, entry)}
              </div>
            </li>
          );
        })}
      </ol>
      {!form.readOnly && (
        <Button variant="secondary" disabled={entries.length >= max} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add {spec.itemLabel.toLowerCase()}
        </Button>
      )}
    </FieldBox>
  );
}
