import { Search } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "../../ui/button";
import { inputClass } from "./form-field";

/** A row of filters above a list; wraps on narrow screens. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-4">
      {children}
    </section>
  );
}

/** Search text applied when submitted (Enter or the button), so typing does not ask the server on every key. */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex min-w-56 flex-1 items-end gap-2">
      <div className="flex-1">
        <label htmlFor={id} className="block text-xs font-medium text-slate-600">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className={`${inputClass} mt-1`}
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** One filter: "All" or one value. */
export function FilterSelect<V extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V | undefined;
  choices: readonly Choice<V>[];
  onChange: (value: V | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} mt-1 w-44`}
        value={value ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      >
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date picked in the administrator's own time zone. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={`${inputClass} mt-1 w-44`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
