import { randomUUID } from "node:crypto";
import { CONSENT_TEXT_VERSION, CONSENT_TEXTS } from "@helixmap/common/trial-application-terms";
import type { TrialApplication } from "@helixmap/common/trial-applications";
import { asc, inArray, sql } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit";
import { isUniqueViolation } from "../db/errors";
import { trialApplications } from "../db/schema";
import type { Services } from "../services";
import { applicationConfirmationMail, applicationNotificationMail } from "./application-mails";
import { emailIndex } from "./field-cipher";
import { newReference } from "./reference";
import { sealFields } from "./sealed-record";

export interface Submission {
  id: string;
  reference: string;
  receivedAt: Date;
}

const REFERENCE_ATTEMPTS = 5;

/**
 * Stores one application, sealed, with its consents and audit entry in one
 * transaction. A repeat from an address that already applied is stored too
 * (it may correct the first) and linked to the first application still
 * stored, for staff only: the applicant's answer is the same either way, so
 * it never tells anyone that an address applied before. A transaction-scoped
 * advisory lock on the address's index makes simultaneous submissions agree
 * on which one is first.
 */
export async function storeApplication(s: Services, input: TrialApplication, now = new Date()): Promise<Submission> {
  const indexes = s.keys.all.map((k) => emailIndex(k, input.email));
  const index = emailIndex(s.keys.current, input.email);
  for (let attempt = 1; ; attempt++) {
    try {
      return await s.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${index}))`);
        const [first] = await tx
          .select({ id: trialApplications.id })
          .from(trialApplications)
          .where(inArray(trialApplications.emailIndex, indexes))
          // A first application before its repeats: submissions that raced may carry times in either order.
          .orderBy(
            sql`${trialApplications.repeatOf} is not null`,
            asc(trialApplications.createdAt),
            asc(trialApplications.id),
          )
          .limit(1);

        const id = randomUUID();
        const reference = newReference();
        const acceptedAt = now.toISOString();
        await tx.insert(trialApplications).values({
          id,
          reference,
          keyId: s.keys.current.id,
          emailIndex: index,
          ...sealFields(s.keys.current, id, {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            age: String(input.age),
            condition: input.condition,
            previousTreatments: input.previousTreatments,
            medicalHistory: input.medicalHistory,
            note: "",
          }),
          consents: {
            version: CONSENT_TEXT_VERSION,
            consentToContact: { text: CONSENT_TEXTS.consentToContact, acceptedAt },
            privacyConsent: { text: CONSENT_TEXTS.privacyConsent, acceptedAt },
          },
          repeatOf: first?.id ?? null,
          createdAt: now,
          updatedAt: now,
        });
        // The applicant is anonymous; the entry names the reference and nothing about them.
        await writeAudit(tx, {
          userId: null,
          action: "trial_application_submitted",
          resourceType: "trial_application",
          resourceId: id,
          newValues: { reference, repeatOf: first?.id ?? null },
          ip: null,
        });
        return { id, reference, receivedAt: now };
      });
    } catch (err) {
      // A reference already taken (one chance in a trillion per pair): draw another.
      if (isUniqueViolation(err) && attempt < REFERENCE_ATTEMPTS) continue;
      throw err;
    }
  }
}

/**
 * The applicant's confirmation and the staff notification. A failure is
 * logged by reference id and error code only (a mail error can quote the
 * address) and reported to the applicant; the application stays stored.
 */
export async function sendApplicationMails(
  s: Services,
  submission: Submission,
  applicant: { email: string; firstName: string },
): Promise<boolean> {
  const { id, reference, receivedAt } = submission;
  let confirmed = true;
  try {
    await s.mailer.send(
      applicationConfirmationMail({ id, to: applicant.email, firstName: applicant.firstName, reference }),
    );
  } catch (err) {
    confirmed = false;
    s.log.warn({ ref: id, code: (err as { code?: unknown }).code }, "application confirmation mail failed");
  }
  try {
    await s.mailer.send(applicationNotificationMail({ id, to: s.env.applicationsNotifyEmail, reference, receivedAt }));
  } catch (err) {
    s.log.warn({ ref: id, code: (err as { code?: unknown }).code }, "application notification mail failed");
  }
  return confirmed;
}
