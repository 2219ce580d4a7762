import { randomBytes } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { site } from "@helixmap/common/site";
import nodemailer from "nodemailer";
import type { Logger } from "../log";
import type { Mailer, MailMessage } from "./message";

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: Logger;
  /**
   * Whether the outbox's log line shows a message's first link: outside
   * production only, so a newcomer can confirm an account with no mail
   * server. Links sign in, confirm or unsubscribe, so a production log never
   * carries them; the outbox keeps them for whoever reads the server's files.
   */
  logLinks: boolean;
}

/** SMTP when a URL is configured; otherwise a file outbox under the data directory. */
export function createMailer(opts: MailerOptions): Mailer {
  const from = { name: site.companyName, address: opts.from };
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
        opts.log.info(
          message.privateRef ? { ref: message.privateRef } : { to: message.to, subject: message.subject },
          "mail sent",
        );
      },
      close: () => transport.close(),
    };
  }
  return outboxMailer(join(opts.dataDir, "outbox"), `"${from.name}" <${from.address}>`, opts.log, opts.logLinks);
}

/**
 * Writes each message to `<outbox>/<ISO timestamp>-<random>.json` and, outside
 * production, logs its link, so a newcomer can confirm an account with no mail server; the browser
 * tests read the newest file for an address. The messages hold sign-in and
 * confirmation links, so only the server's own user may read them.
 */
function outboxMailer(dir: string, from: string, log: Logger, logLinks: boolean): Mailer {
  return {
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // A folder made by an earlier version (or by hand) may be open to others.
      await chmod(dir, 0o700);
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/:/g, "-")}-${randomBytes(4).toString("hex")}.json`;
      const file = join(dir, name);
      const { to, subject, text, html, links, headers, privateRef: ref } = message;
      const record = { to, from, subject, text, html, links, ...(headers ? { headers } : {}), createdAt, ref };
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      const shown = ref ? { ref, file } : { to, subject, ...(logLinks ? { link: links[0] } : {}), file };
      log.info(shown, "mail written to the outbox");
    },
    close() {},
  };
}
