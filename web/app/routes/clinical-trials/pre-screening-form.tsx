import { APPLICATION_AGE_MAX as AGE_MAX, APPLICATION_AGE_MIN as AGE_MIN } from "@helixmap/common/constants";
import { FORM_POST_PATHS } from "@helixmap/common/form-answers";
import type { RenderedPage } from "@helixmap/common/pages/page-catalogue";
import { CONSENT_TEXT_VERSION, CONSENT_TEXTS, HONEYPOT_FIELD } from "@helixmap/common/trial-application-terms";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useHydrated } from "../../shell/use-hydrated";
import { Button } from "../../ui/button";
import { conditionOptions, type PreScreeningApplication } from "./application";

/** The form's words, from the page's content. */
export type FormWords = RenderedPage<"clinical-trials">["form"];

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-accent-600";

function Field({
  label,
  required,
  htmlFor,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  htmlFor: string;
  /** The server's (or the shared schema's) message for this field, shown under it. */
  error?: string;
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
      {error && (
        <p id={`${htmlFor}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Why the last submit did not go through: a message, and the fields it names. */
export interface SubmitProblem {
  message: string;
  fields: Record<string, string>;
}

type TextKey = Exclude<keyof PreScreeningApplication, "consentToContact" | "privacyConsent">;
type ConsentKey = "consentToContact" | "privacyConsent";

/**
 * The pre-screening application (spec §5). Native validation checks first
 * (required fields, e-mail and telephone types, the age range); the shared
 * schema and the server check again on submit, and their messages appear
 * beside the fields they name, with every value kept.
 */
export function PreScreeningForm({
  words,
  values,
  onChange,
  onSubmit,
  pending = false,
  problem = null,
  focusFirstField = false,
}: {
  words: FormWords;
  values: PreScreeningApplication;
  /** Given an update of the latest values, not a copy of this render's: a field's change never undoes another's made in the same moment (see web/app/shell/adopt-browser-state.ts). */
  onChange: (update: (values: PreScreeningApplication) => PreScreeningApplication) => void;
  /** Called with the honeypot's content (empty for people). */
  onSubmit: (honeypot: string) => void;
  pending?: boolean;
  problem?: SubmitProblem | null;
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
  // As plain HTML (before hydration, or without JavaScript) the browser checks the consents itself.
  const hydrated = useHydrated();
  const errors = problem?.fields ?? {};
  const shown = new Set<string>(Object.keys(values));
  const otherErrors = Object.entries(errors).filter(([key]) => !shown.has(key));
  /** Marks a field invalid and ties its message to it for assistive technology. */
  const invalid = (key: keyof PreScreeningApplication, describedBy?: string) =>
    errors[key]
      ? { "aria-invalid": true, "aria-describedby": [describedBy, `${fid(key)}-error`].filter(Boolean).join(" ") }
      : { "aria-describedby": describedBy };

  const text = (key: TextKey) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    onChange((latest) => ({ ...latest, [key]: value }));
  };
  const consent = (key: ConsentKey) => (e: ChangeEvent<HTMLInputElement>) => {
    const checked = e.target.checked;
    onChange((latest) => ({ ...latest, [key]: checked }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trap = e.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    if (canSubmit && !pending) onSubmit(trap instanceof HTMLInputElement ? trap.value : "");
  };

  return (
    <form
      method="post"
      action={FORM_POST_PATHS.trialApplication}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={pending}
      className="relative space-y-6"
    >
      {/* Posted only without JavaScript, where the server checks the consents against this version. */}
      <input type="hidden" name="consentVersion" value={CONSENT_TEXT_VERSION} />
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {words.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {words.requiredBefore}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">{words.requiredSpoken}</span> {words.requiredAfter}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={words.firstName} required htmlFor={fid("firstName")} error={errors.firstName}>
          <input
            ref={firstField}
            id={fid("firstName")}
            name="firstName"
            required
            autoComplete="given-name"
            className={fieldClass}
            value={values.firstName}
            onChange={text("firstName")}
            {...invalid("firstName")}
          />
        </Field>
        <Field label={words.lastName} required htmlFor={fid("lastName")} error={errors.lastName}>
          <input
            id={fid("lastName")}
            name="lastName"
            required
            autoComplete="family-name"
            className={fieldClass}
            value={values.lastName}
            onChange={text("lastName")}
            {...invalid("lastName")}
          />
        </Field>
        <Field label={words.email} required htmlFor={fid("email")} error={errors.email}>
          <input
            id={fid("email")}
            name="email"
            type="email"
            required
            autoComplete="email"
            className={fieldClass}
            value={values.email}
            onChange={text("email")}
            {...invalid("email")}
          />
        </Field>
        <Field label={words.phone} required htmlFor={fid("phone")} error={errors.phone}>
          <input
            id={fid("phone")}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            className={fieldClass}
            value={values.phone}
            onChange={text("phone")}
            {...invalid("phone")}
          />
        </Field>
        <Field label={words.age} required htmlFor={fid("age")} error={errors.age}>
          <input
            id={fid("age")}
            name="age"
            type="number"
            inputMode="numeric"
            required
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            {...invalid("age", `${id}-age-hint`)}
            className={fieldClass}
            value={values.age}
            onChange={text("age")}
          />
          <p id={`${id}-age-hint`} className="mt-1 text-xs text-slate-600">
            {words.ageHint.replace("{min}", String(AGE_MIN)).replace("{max}", String(AGE_MAX))}
          </p>
        </Field>
        <Field label={words.condition} required htmlFor={fid("condition")} error={errors.condition}>
          <select
            id={fid("condition")}
            name="condition"
            required
            className={fieldClass}
            value={values.condition}
            onChange={text("condition")}
            {...invalid("condition")}
          >
            <option value="">{words.conditionPrompt}</option>
            {conditionOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={words.previousTreatments} htmlFor={fid("previousTreatments")} error={errors.previousTreatments}>
        <textarea
          id={fid("previousTreatments")}
          name="previousTreatments"
          rows={3}
          className={fieldClass}
          value={values.previousTreatments}
          onChange={text("previousTreatments")}
          {...invalid("previousTreatments")}
        />
      </Field>
      <Field label={words.medicalHistory} htmlFor={fid("medicalHistory")} error={errors.medicalHistory}>
        <textarea
          id={fid("medicalHistory")}
          name="medicalHistory"
          rows={4}
          className={fieldClass}
          value={values.medicalHistory}
          onChange={text("medicalHistory")}
          {...invalid("medicalHistory")}
        />
      </Field>
      {/* Hidden from sight and from assistive technology; only bots that fill every input find it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fid(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          id={fid(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{words.consentTitle}</legend>
        {(["consentToContact", "privacyConsent"] as const).map((key) => (
          <div key={key} className="flex items-start gap-3">
            <input
              id={fid(key)}
              name={key}
              type="checkbox"
              required
              className="mt-1 size-4 accent-accent-700"
              checked={values[key]}
              onChange={consent(key)}
              {...invalid(key)}
            />
            <label htmlFor={fid(key)} className="text-sm text-slate-700">
              {CONSENT_TEXTS[key]}
              {errors[key] && (
                <span id={`${fid(key)}-error`} className="mt-1 block text-red-700">
                  {errors[key]}
                </span>
              )}
            </label>
          </div>
        ))}
      </fieldset>
      {problem && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p>{problem.message}</p>
          {otherErrors.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {otherErrors.map(([key, message]) => (
                <li key={key}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={hydrated && (!canSubmit || pending)}
          aria-describedby={canSubmit ? undefined : `${id}-consent-hint`}
        >
          {pending ? words.submitting : words.submit}
        </Button>
        {!canSubmit && (
          <p id={`${id}-consent-hint`} className="text-sm text-slate-600">
            {words.consentHint}
          </p>
        )}
      </div>
    </form>
  );
}
