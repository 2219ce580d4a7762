import { API_PATHS } from "@helixmap/common/api-paths";
import { APPLICATION_MAX_BODY_BYTES } from "@helixmap/common/constants";
import { site } from "@helixmap/common/site";
import { HONEYPOT_FIELD } from "@helixmap/common/trial-application-terms";
import {
  type TrialApplication,
  type TrialApplicationReceipt,
  trialApplicationSchema,
} from "@helixmap/common/trial-applications";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../api/app-env";
import { ApiProblem, apiError } from "../api/errors";
import { tooManyRequests } from "../api/too-many-requests";
import { readBody } from "../api/validate";
import { hitLimit } from "../auth/rate-limit";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services";
import { sendApplicationMails, storeApplication } from "./submit-application";

const HOUR_MS = 60 * 60_000;
const NOT_STORED = "Your application was not stored.";

/**
 * `POST /api/trial-applications`: the public pre-screening form, open to
 * anyone. Every refusal says what happened and that nothing was stored;
 * every stored application, first or repeat, is answered alike with its own
 * reference.
 */
/** The per-IP limit on applications, for the API and the form posted without JavaScript alike. */
export async function limitApplications(s: Services, c: Context): Promise<void> {
  const refused = await hitLimit(
    s.counters,
    `application-ip:${clientIp(c) ?? "unknown"}`,
    s.env.APPLICATION_LIMIT_PER_HOUR,
    HOUR_MS,
  );
  if (refused) {
    const minutes = Math.ceil(refused.retryAfterSeconds / 60);
    throw tooManyRequests(
      refused.retryAfterSeconds,
      `Too many applications were sent from your network in the last hour. ${NOT_STORED} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or write to ${site.contactEmail}.`,
    );
  }
}

/** Stores a validated application and mails its confirmations: the receipt the applicant is shown. */
export async function receiveApplication(s: Services, input: TrialApplication): Promise<TrialApplicationReceipt> {
  if (input[HONEYPOT_FIELD]) {
    throw new ApiProblem(400, "VALIDATION_FAILED", `A field meant to stay empty was filled in. ${NOT_STORED}`, {
      [HONEYPOT_FIELD]: "Leave this field empty",
    });
  }
  const submission = await storeApplication(s, input);
  s.metrics.applicationsReceived.inc();
  const confirmationEmailSent = await sendApplicationMails(s, submission, {
    email: input.email,
    firstName: input.firstName,
  });
  return {
    reference: submission.reference,
    receivedAt: submission.receivedAt.toISOString(),
    confirmationEmailSent,
  };
}

/** Refuses an application body above the limit before it is read; the answer says what to do. */
export function applicationBodyLimit(answer: (c: Context, message: string) => Response | Promise<Response>) {
  return bodyLimit({
    maxSize: APPLICATION_MAX_BODY_BYTES,
    onError: (c) =>
      answer(
        c,
        `An application is limited to ${APPLICATION_MAX_BODY_BYTES / 1024} KB. ${NOT_STORED} Shorten the longest text and submit again.`,
      ),
  });
}

/**
 * `POST /api/trial-applications`: the public pre-screening form, open to
 * anyone. Every refusal says what happened and that nothing was stored;
 * every stored application, first or repeat, is answered alike with its own
 * reference. The form posted without JavaScript takes the same steps
 * (server/src/public-forms/).
 */
export function applicationSubmitRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post(
    API_PATHS.trialApplications,
    applicationBodyLimit((c, message) => apiError(c, 413, "PAYLOAD_TOO_LARGE", message)),
    async (c) => {
      await limitApplications(s, c);
      const input = await readBody(c, trialApplicationSchema);
      return c.json(await receiveApplication(s, input), 201);
    },
  );

  return app;
}
