import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes a file in DATA_DIR/outbox/. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const body = [
        `From: ${options.from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        '',
        message.text,
      ];
      await writeFile(path.join(options.outboxDir, `${stamp}-${safeTo}.eml`), body.join('\n'), 'utf8');
    },
  };
}
