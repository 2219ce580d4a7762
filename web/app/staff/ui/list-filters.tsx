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

/** A filter's label above its control; `control` receives the id that ties them. */
function LabelledFilter({
  label,
  className,
  control,
}: {
  label: string;
  className?: string;
  control: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      {control(id)}
    </div>
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
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex min-w-56 flex-1 items-end gap-2">
      <LabelledFilter
        label={label}
        className="flex-1"
        control={(id) => (
          <input
            id={id}
            type="search"
            className={`${inputClass} mt-1`}
            value={text}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      />
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
  return (
    <LabelledFilter
      label={label}
      control={(id) => (
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
      )}
    />
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
  return (
    <LabelledFilter
      label={label}
      control={(id) => (
        <input
          id={id}
          type="date"
          className={`${inputClass} mt-1 w-44`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    />
  );
}
