export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action links in the message, first one first; logged and kept in the outbox. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
