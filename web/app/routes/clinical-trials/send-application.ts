/**
 * Loaded with import() when the applicant submits, so zod and the schema stay
 * out of the page's first load and the page calls no API until then.
 */

import { API_PATHS } from "@helixmap/common/api-paths";
import type { ApiErrorBody } from "@helixmap/common/errors";
import { fieldErrors } from "@helixmap/common/field-errors";
import { CONSENT_TEXT_VERSION, HONEYPOT_FIELD } from "@helixmap/common/trial-application-terms";
import type { TrialApplicationReceipt } from "@helixmap/common/trial-applications";
import { z } from "zod";
import type { PreScreeningApplication } from "../../content/pages/clinical-trials";

// Zod probes for eval when a schema is built, which would trip the Content-Security-Policy
// (see web/app/staff/staff-providers.tsx); so the schema module loads only after this line.
z.config({ jitless: true });

export type SendOutcome =
  | { ok: true; receipt: TrialApplicationReceipt }
  | { ok: false; message: string; fields: Record<string, string> };

const CHECK_FIELDS = "Please correct the fields marked below. Your application was not sent yet.";
const UNREACHABLE =
  "We could not reach our server, so your application was not sent. Your answers are still in the form; please try again.";
const UNREADABLE = "Something went wrong on our side and your application may not have been stored. Please try again.";

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === "object" && value !== null && "error" in value;
}

/** Checks the form with the server's own schema, then posts it; every failure comes back as a message to show. */
export async function sendApplication(values: PreScreeningApplication, honeypot: string): Promise<SendOutcome> {
  const body = { ...values, consentVersion: CONSENT_TEXT_VERSION, [HONEYPOT_FIELD]: honeypot };
  const { trialApplicationSchema } = await import("@helixmap/common/trial-applications");
  const checked = trialApplicationSchema.safeParse(body);
  if (!checked.success) return { ok: false, message: CHECK_FIELDS, fields: fieldErrors(checked.error) };

  let response: Response;
  try {
    // No cookies: an application is anonymous, whoever is signed in on this browser.
    response = await fetch(API_PATHS.trialApplications, {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: UNREACHABLE, fields: {} };
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (response.ok && payload && typeof payload === "object" && "reference" in payload) {
    return { ok: true, receipt: payload as TrialApplicationReceipt };
  }
  if (isErrorBody(payload)) {
    return { ok: false, message: payload.error.message, fields: payload.error.fields ?? {} };
  }
  return { ok: false, message: UNREADABLE, fields: {} };
}
