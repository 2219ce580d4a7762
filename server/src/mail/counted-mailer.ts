import type { Metrics } from "../metrics/metrics";
import type { Mailer } from "./message";

/** Counts every mail sent and every one that failed, whichever mailer sends them. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        metrics.mailsFailed.inc();
        throw err;
      }
      metrics.mailsSent.inc();
    },
    close: () => mailer.close(),
  };
}
