import { pressAlertSubscribeSchema } from "@helixmap/common/api";
import { PRESS_ALERT_HONEYPOT_FIELD } from "@helixmap/common/constants";
import { fieldErrors } from "@helixmap/common/field-errors";
import {
  FORM_POST_PATHS,
  type FormAnswer,
  type PostedValues,
  type TrialApplicationAnswer,
} from "@helixmap/common/form-answers";
import { trialApplicationSchema } from "@helixmap/common/trial-applications";
import { inlineScriptHashes } from "@helixmap/page-pipeline/csp";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../api/app-env";
import { ApiProblem } from "../api/errors";
import { allowInlineScripts } from "../http/security-headers";
import type { Services } from "../services";
import { limitPressAlertRequests, requestAlerts } from "../subscriptions/routes";
import { applicationBodyLimit, limitApplications, receiveApplication } from "../trial-applications/submit-route";

/** An e-mail address and a honeypot: anything larger is not a person subscribing. */
const PRESS_ALERT_FORM_MAX_BYTES = 4 * 1024;

const TOO_LARGE = "That request was too large to be a subscription. Enter your e-mail address and try again.";

/** The boxes of the pre-screening form: a ticked box is posted as "on", an unticked one not at all. */
const APPLICATION_BOXES = ["consentToContact", "privacyConsent"];

/** What the browser posted, as the page's form holds it: every text as typed, each box ticked or not. */
async function postedValues(c: Context, boxes: readonly string[] = []): Promise<PostedValues> {
  const values: PostedValues = {};
  for (const [name, value] of Object.entries(await c.req.parseBody())) {
    if (typeof value === "string") values[name] = value;
  }
  for (const box of boxes) values[box] = values[box] === "on";
  return values;
}

/** An API refusal (limit reached, honeypot filled) as the form's message. */
function refusal(error: unknown): { message: string; fields: Record<string, string>; status: number } {
  if (!(error instanceof ApiProblem)) throw error;
  return { message: error.message, fields: error.fields ?? {}, status: error.status };
}

/** The page the form was on, rendered again with its answer, under a policy allowing that page's own scripts. */
async function answerPage(s: Services, c: Context, path: string, answer: FormAnswer, status: number) {
  const html = await s.publishing.renderFormAnswer(path, answer);
  allowInlineScripts(c, inlineScriptHashes(html));
  c.header("Cache-Control", "no-store");
  return c.html(html, status as 200);
}

/**
 * The pre-screening and press-alert forms posted natively, without
 * JavaScript, to the page that shows them. Each takes the steps its API route
 * takes, with the same shared schema, limits and honeypot, and is answered
 * with that page: the success screen, or the form with every value kept and
 * each bad field named (common/src/form-answers.ts).
 */
export function formPostRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const path = FORM_POST_PATHS;

  app.post(
    path.trialApplication,
    applicationBodyLimit((c, message) =>
      answerPage(
        s,
        c,
        path.trialApplication,
        { form: "trialApplication", ok: false, values: {}, message, fields: {} },
        413,
      ),
    ),
    async (c) => {
      const values = await postedValues(c, APPLICATION_BOXES);
      let answer: TrialApplicationAnswer;
      let status = 200;
      try {
        await limitApplications(s, c);
        const checked = trialApplicationSchema.safeParse(values);
        if (checked.success) {
          answer = { form: "trialApplication", ok: true, values, receipt: await receiveApplication(s, checked.data) };
        } else {
          status = 400;
          answer = {
            form: "trialApplication",
            ok: false,
            values,
            message: null,
            fields: fieldErrors(checked.error),
          };
        }
      } catch (error) {
        const refused = refusal(error);
        status = refused.status;
        answer = { form: "trialApplication", ok: false, values, message: refused.message, fields: refused.fields };
      }
      return answerPage(s, c, path.trialApplication, answer, status);
    },
  );

  app.post(
    path.pressAlert,
    bodyLimit({
      maxSize: PRESS_ALERT_FORM_MAX_BYTES,
      onError: (c) =>
        answerPage(s, c, path.pressAlert, { form: "pressAlert", ok: false, email: "", message: TOO_LARGE }, 413),
    }),
    async (c) => {
      const values = await postedValues(c);
      const email = String(values.email ?? "").trim();
      try {
        await limitPressAlertRequests(s, c);
        const checked = pressAlertSubscribeSchema.safeParse({ email, website: values[PRESS_ALERT_HONEYPOT_FIELD] });
        if (!checked.success) {
          const message = Object.values(fieldErrors(checked.error)).join(" ");
          return answerPage(s, c, path.pressAlert, { form: "pressAlert", ok: false, email, message }, 400);
        }
        await requestAlerts(s, c, checked.data);
        return answerPage(s, c, path.pressAlert, { form: "pressAlert", ok: true, email }, 200);
      } catch (error) {
        const refused = refusal(error);
        return answerPage(
          s,
          c,
          path.pressAlert,
          { form: "pressAlert", ok: false, email, message: refused.message },
          refused.status,
        );
      }
    },
  );

  return app;
}
