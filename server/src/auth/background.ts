import type { Logger } from "../log";

const running = new Set<Promise<void>>();

/**
 * Runs `work` after the answer is sent. The routes that look an address up
 * and mail it (register, resend confirmation, forgot password) answer before
 * either happens, so how long they take says nothing about whether the
 * address has an account. A failure is logged by its cause's message only:
 * a failed query's own message carries its parameters, tokens included.
 */
export function runInBackground(log: Logger, what: string, work: () => Promise<unknown>): void {
  const task: Promise<void> = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (err: unknown) => {
        const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
        log.error({ reason: cause instanceof Error ? cause.message : String(cause) }, `${what} failed`);
      },
    )
    .finally(() => running.delete(task));
  running.add(task);
}

/** Resolves once the work started so far, and any it started in turn, has finished (tests wait on it). */
export async function backgroundSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
