export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action links in the message, first one first; kept in the outbox (see `MailerOptions.logLinks`). */
  links: string[];
  /**
   * Set on mail about a trial application (its id): the log never names the
   * recipient, and outbox copies carry the id so deleting the application
   * deletes them (mail/outbox-copies.ts).
   */
  privateRef?: string;
  /** Extra headers, such as List-Unsubscribe on alert mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
