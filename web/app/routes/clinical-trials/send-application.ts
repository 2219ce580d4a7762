/**
 * Loaded with import() when the applicant submits, so zod and the schema stay
 * out of the page's first load and the page calls no API until then.
 */

import { API_PATHS } from "@helixmap/common/api-paths";
import { fieldErrors } from "@helixmap/common/field-errors";
import { CONSENT_TEXT_VERSION, HONEYPOT_FIELD } from "@helixmap/common/trial-application-terms";
import type { TrialApplicationReceipt } from "@helixmap/common/trial-applications";
import { z } from "zod";
import { apiRequest, isApiError } from "../../api-client/api-request";
import type { PreScreeningApplication } from "./application";

// Zod probes for eval when a schema is built, which would trip the Content-Security-Policy
// (see web/app/staff/staff-providers.tsx); so the schema module loads only after this line.
z.config({ jitless: true });

export type SendOutcome =
  | { ok: true; receipt: TrialApplicationReceipt }
  | { ok: false; message: string; fields: Record<string, string> };

/** What the page says when sending fails before the server has judged the application: the page's own words. */
export interface SendWords {
  fieldsToCorrect: string;
  unreachable: string;
  unreadable: string;
}

/** Checks the form with the server's own schema, then posts it; every failure comes back as a message to show. */
export async function sendApplication(
  values: PreScreeningApplication,
  honeypot: string,
  words: SendWords,
): Promise<SendOutcome> {
  const body = { ...values, consentVersion: CONSENT_TEXT_VERSION, [HONEYPOT_FIELD]: honeypot };
  const { trialApplicationSchema } = await import("@helixmap/common/trial-applications");
  const checked = trialApplicationSchema.safeParse(body);
  if (!checked.success) return { ok: false, message: words.fieldsToCorrect, fields: fieldErrors(checked.error) };

  try {
    const receipt = await apiRequest<TrialApplicationReceipt>(API_PATHS.trialApplications, {
      method: "POST",
      body,
      // No cookies: an application is anonymous, whoever is signed in on this browser.
      credentials: "omit",
      messages: { network: words.unreachable, unreadable: words.unreadable },
    });
    return { ok: true, receipt };
  } catch (error) {
    if (isApiError(error)) return { ok: false, message: error.message, fields: error.fields };
    throw error;
  }
}
