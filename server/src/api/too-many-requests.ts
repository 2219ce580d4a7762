import { AUTH_MESSAGES, signInDelayMessage } from "@helixmap/common/errors";
import { ApiProblem } from "./errors";

/**
 * The one 429 answer: the wait goes into Retry-After, and the message says it
 * in words (the generic one unless a route has its own).
 */
export function tooManyRequests(
  retryAfterSeconds: number,
  message: string = AUTH_MESSAGES.TOO_MANY_REQUESTS,
): ApiProblem {
  return new ApiProblem(429, "TOO_MANY_REQUESTS", message, undefined, retryAfterSeconds);
}

/** A sign-in or code attempt held back by the account's progressive delay, with the wait in the message. */
export function signInDelayed(retryAfterSeconds: number): ApiProblem {
  return tooManyRequests(retryAfterSeconds, signInDelayMessage(retryAfterSeconds));
}
