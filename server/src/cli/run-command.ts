import { ConfigError } from "../config/env";

/** A refusal whose message alone tells the person at the terminal what to do. */
export class CommandRefusal extends Error {}

export interface CommandOptions {
  /** How the command is named when it stops on an unexpected error, e.g. "Key rotation". */
  name: string;
  /** Further errors whose message alone is the answer (besides configuration errors and refusals). */
  expected?: (new (
    ...args: never[]
  ) => Error)[];
}

/**
 * Runs a command-line entry point. A returned number is the exit code; a
 * command that returns nothing ends when its work does (the server keeps
 * running). Configuration errors and refusals print their message alone,
 * anything else prints what stopped and why, and both exit with 1.
 */
export async function runCommand(options: CommandOptions, body: () => Promise<number | undefined>): Promise<void> {
  try {
    const code = await body();
    if (code !== undefined) process.exit(code);
  } catch (err) {
    const expected = [ConfigError, CommandRefusal, ...(options.expected ?? [])];
    if (expected.some((kind) => err instanceof kind)) {
      console.error((err as Error).message);
    } else {
      console.error(`${options.name} stopped: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
    process.exit(1);
  }
}
