import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import {
  AGE_MAX,
  AGE_MIN,
  conditionOptions,
  consentText,
  type PreScreeningApplication,
} from "../../content/pages/clinical-trials";
import { Button } from "../../ui/button";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-accent-600";

function Field({
  label,
  required,
  htmlFor,
  children,
}: {
  label: string;
  required?: boolean;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

type TextKey = Exclude<keyof PreScreeningApplication, "consentToContact" | "privacyConsent">;
type ConsentKey = "consentToContact" | "privacyConsent";

/**
 * The pre-screening application (spec §5). Native validation does the
 * checking: required fields, e-mail and telephone types, and the age range.
 */
export function PreScreeningForm({
  values,
  onChange,
  onSubmit,
  focusFirstField = false,
}: {
  values: PreScreeningApplication;
  onChange: (values: PreScreeningApplication) => void;
  onSubmit: () => void;
  /** Set when the applicant comes back from the success screen, so they continue where the form is. */
  focusFirstField?: boolean;
}) {
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirstField) firstField.current?.focus();
  }, [focusFirstField]);
  const fid = (key: string) => `${id}-${key}`;
  const canSubmit = values.consentToContact && values.privacyConsent;

  const text = (key: TextKey) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    onChange({ ...values, [key]: e.target.value });
  const consent = (key: ConsentKey) => (e: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [key]: e.target.checked });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (canSubmit) onSubmit();
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-6">
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Pre-screening application
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Fields marked{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" required htmlFor={fid("firstName")}>
          <input
            ref={firstField}
            id={fid("firstName")}
            name="firstName"
            required
            autoComplete="given-name"
            className={fieldClass}
            value={values.firstName}
            onChange={text("firstName")}
          />
        </Field>
        <Field label="Last name" required htmlFor={fid("lastName")}>
          <input
            id={fid("lastName")}
            name="lastName"
            required
            autoComplete="family-name"
            className={fieldClass}
            value={values.lastName}
            onChange={text("lastName")}
          />
        </Field>
        <Field label="Email" required htmlFor={fid("email")}>
          <input
            id={fid("email")}
            name="email"
            type="email"
            required
            autoComplete="email"
            className={fieldClass}
            value={values.email}
            onChange={text("email")}
          />
        </Field>
        <Field label="Phone" required htmlFor={fid("phone")}>
          <input
            id={fid("phone")}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            className={fieldClass}
            value={values.phone}
            onChange={text("phone")}
          />
        </Field>
        <Field label="Age" required htmlFor={fid("age")}>
          <input
            id={fid("age")}
            name="age"
            type="number"
            inputMode="numeric"
            required
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            aria-describedby={`${id}-age-hint`}
            className={fieldClass}
            value={values.age}
            onChange={text("age")}
          />
          <p id={`${id}-age-hint`} className="mt-1 text-xs text-slate-600">
            {AGE_MIN} to {AGE_MAX}
          </p>
        </Field>
        <Field label="Condition" required htmlFor={fid("condition")}>
          <select
            id={fid("condition")}
            name="condition"
            required
            className={fieldClass}
            value={values.condition}
            onChange={text("condition")}
          >
            <option value="">Select a condition</option>
            {conditionOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Previous treatments" htmlFor={fid("previousTreatments")}>
        <textarea
          id={fid("previousTreatments")}
          name="previousTreatments"
          rows={3}
          className={fieldClass}
          value={values.previousTreatments}
          onChange={text("previousTreatments")}
        />
      </Field>
      <Field label="Medical history" htmlFor={fid("medicalHistory")}>
        <textarea
          id={fid("medicalHistory")}
          name="medicalHistory"
          rows={4}
          className={fieldClass}
          value={values.medicalHistory}
          onChange={text("medicalHistory")}
        />
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Consent</legend>
        {(["consentToContact", "privacyConsent"] as const).map((key) => (
          <div key={key} className="flex items-start gap-3">
            <input
              id={fid(key)}
              name={key}
              type="checkbox"
              className="mt-1 size-4 accent-accent-700"
              checked={values[key]}
              onChange={consent(key)}
            />
            <label htmlFor={fid(key)} className="text-sm text-slate-700">
              {consentText[key]}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!canSubmit} aria-describedby={canSubmit ? undefined : `${id}-consent-hint`}>
          Submit Application
        </Button>
        {!canSubmit && (
          <p id={`${id}-consent-hint`} className="text-sm text-slate-600">
            Tick both consent boxes to submit.
          </p>
        )}
      </div>
    </form>
  );
}
