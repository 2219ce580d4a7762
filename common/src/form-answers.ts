/**
 * The public forms that work without JavaScript: a browser posts the form
 * natively to its page's path, the server validates it with the same schema
 * as the API, acts on it, and renders that page again with its answer (React
 * Router's action data). The page shows the answer as it shows the API's:
 * the success screen, or the form with every value kept and each bad field
 * named.
 */
import type { TrialApplicationReceipt } from "./trial-applications";

/** Where each form posts when it is plain HTML: the page that shows it. */
export const FORM_POST_PATHS = {
  trialApplication: "/clinical-trials",
  pressAlert: "/press-releases",
} as const;

/** The fields as the browser sent them: text as typed, a ticked box as true. */
export type PostedValues = Record<string, string | boolean>;

export type TrialApplicationAnswer =
  | { form: "trialApplication"; ok: true; values: PostedValues; receipt: TrialApplicationReceipt }
  | {
      form: "trialApplication";
      ok: false;
      values: PostedValues;
      /** A refusal's own words (a limit reached, a body too large); null when the fields named are what to correct, which the page says in its own words. */
      message: string | null;
      fields: Record<string, string>;
    };

export type PressAlertAnswer =
  | { form: "pressAlert"; ok: true; email: string }
  | { form: "pressAlert"; ok: false; email: string; message: string };

export type FormAnswer = TrialApplicationAnswer | PressAlertAnswer;
