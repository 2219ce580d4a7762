import pino, { type DestinationStream } from "pino";

/** Structured JSON logs to stdout; tests pass a destination to read what would be logged. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: ["password", "*.password", "newPassword", "*.newPassword", "token", "*.token"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
