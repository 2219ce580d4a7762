import { API_PATHS } from "@helixmap/common/api-paths";
import { CONSENT_TEXT_VERSION } from "@helixmap/common/trial-application-terms";
import type { TrialApplicationInput } from "@helixmap/common/trial-applications";
import { sql } from "drizzle-orm";
import type { Harness } from "./harness";

let counter = 0;

/** A valid application with a fresh e-mail address, so the duplicate rule leaves it alone. */
export function validApplication(overrides: Partial<TrialApplicationInput> = {}): TrialApplicationInput {
  counter += 1;
  return {
    firstName: "Rosalind",
    lastName: "Franklin",
    email: `applicant-${counter}-${Date.now()}@example.org`,
    phone: "+44 20 7946 0958",
    age: "37",
    condition: "cancer",
    previousTreatments: "Two cycles of chemotherapy",
    medicalHistory: "Mild asthma",
    consentToContact: true,
    privacyConsent: true,
    consentVersion: CONSENT_TEXT_VERSION,
    ...overrides,
  };
}

export function submitApplication(h: Harness, body: unknown) {
  return h.call("POST", API_PATHS.trialApplications, { body });
}

export async function applicationCount(h: Harness): Promise<number> {
  const result = (await h.services.db.execute(sql`select count(*)::int as n from trial_applications`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** The whole trial_applications table as the database shows it, without the key. */
export async function applicationTableText(h: Harness): Promise<string> {
  const result = (await h.services.db.execute(
    sql`select coalesce(string_agg(t::text, '\n'), '') as dump from trial_applications t`,
  )) as unknown as { rows: { dump: string }[] };
  return result.rows[0]?.dump ?? "";
}
