export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivery of e-mail: real SMTP when SMTP_URL is set, otherwise the database outbox. */
export interface Mailer {
  readonly name: string;
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
