import type { FormAnswer, PostedValues } from "@helixmap/common/form-answers";
import type { AppLoadContext } from "react-router";

/**
 * A form posted without JavaScript is answered by the server with its page
 * rendered again (server/src/public-forms/): the server puts its answer in
 * the load context, the page's action hands it to the page, and the form
 * shows it as it shows an answer of the API.
 */
declare module "react-router" {
  interface AppLoadContext {
    formAnswer?: FormAnswer;
  }
}

/** The action of a page whose form works without JavaScript: the server's answer, nothing else. */
export function formAnswerAction({ context }: { context: AppLoadContext }): FormAnswer | null {
  return context.formAnswer ?? null;
}

/** The answer to `form` in a page's action data (null or absent on an ordinary visit). */
export function answerTo<F extends FormAnswer["form"]>(
  form: F,
  actionData: FormAnswer | null | undefined,
): Extract<FormAnswer, { form: F }> | null {
  return actionData?.form === form ? (actionData as Extract<FormAnswer, { form: F }>) : null;
}

/** `empty` with each field the browser posted, where the posted value has the field's type. */
export function keptValues<T extends { [K in keyof T]: string | boolean }>(empty: T, posted: PostedValues): T {
  const kept: Record<string, string | boolean> = { ...empty };
  for (const [key, value] of Object.entries(empty)) {
    if (typeof posted[key] === typeof value) kept[key] = posted[key] as string | boolean;
  }
  return kept as T;
}
