import pino, { type DestinationStream } from "pino";
import { currentRequestId } from "./http/request-context";
import { SEALED_FIELDS } from "./trial-applications/sealed-record";

/** Structured JSON logs to stdout; tests pass a destination to read what would be logged. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      // The id of the request that caused the line, so an operator can follow one request through the logs.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: {
        paths: [
          "password",
          "*.password",
          "newPassword",
          "*.newPassword",
          "token",
          "*.token",
          // Trial applicants' health and contact fields, should an object carrying them ever be logged.
          ...SEALED_FIELDS.flatMap((f) => [f, `*.${f}`]),
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
