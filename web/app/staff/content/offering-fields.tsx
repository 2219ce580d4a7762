import type { OfferingNotice } from "@helixmap/common/content-fields";
import { describedBy, FormField, inputClass } from "../ui/form-field";

const NEW_OFFERING: OfferingNotice = {
  round: "",
  exemption: "Rule 506(c)",
  totalMillions: 0,
  soldMillions: 0,
  firstSale: "Yet to occur",
  investors: 0,
  amendment: false,
};

/** A Form D's offering notice: absent for other forms, so a checkbox adds or removes it. Errors arrive as `fields.offering.<name>`. */
export function OfferingFields({
  idPrefix,
  offering,
  errors,
  onChange,
}: {
  idPrefix: string;
  offering: OfferingNotice | null | undefined;
  errors: Record<string, string>;
  onChange: (offering: OfferingNotice | null) => void;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (name: string) => errors[`fields.offering.${name}`];
  const input = (name: keyof OfferingNotice, label: string, type: "text" | "number") => {
    const value = offering?.[name];
    return (
      <FormField id={id(name)} label={label} error={error(name)}>
        <input
          id={id(name)}
          type={type}
          min={type === "number" ? 0 : undefined}
          className={inputClass}
          aria-invalid={error(name) ? true : undefined}
          aria-describedby={describedBy(id(name), { error: error(name) })}
          value={typeof value === "boolean" ? "" : (value ?? "")}
          onChange={(e) =>
            offering && onChange({ ...offering, [name]: type === "number" ? Number(e.target.value) : e.target.value })
          }
        />
      </FormField>
    );
  };
  return (
    <fieldset className="space-y-4">
      <div className="flex items-center gap-2">
        <input
          id={id("present")}
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-accent-700"
          checked={Boolean(offering)}
          onChange={(e) => onChange(e.target.checked ? NEW_OFFERING : null)}
        />
        <label htmlFor={id("present")} className="text-sm font-medium text-slate-800">
          Reports an offering (Form D)
        </label>
      </div>
      {offering && (
        <div className="grid gap-4 sm:grid-cols-3">
          {input("round", "Round", "text")}
          {input("exemption", "Exemption", "text")}
          {input("firstSale", "First sale", "text")}
          {input("totalMillions", "Offering total ($M)", "number")}
          {input("soldMillions", "Sold ($M)", "number")}
          {input("investors", "Investors", "number")}
          <div className="flex items-center gap-2 self-end pb-2">
            <input
              id={id("amendment")}
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-accent-700"
              checked={offering.amendment}
              onChange={(e) => onChange({ ...offering, amendment: e.target.checked })}
            />
            <label htmlFor={id("amendment")} className="text-sm font-medium text-slate-800">
              Amendment
            </label>
          </div>
        </div>
      )}
    </fieldset>
  );
}
