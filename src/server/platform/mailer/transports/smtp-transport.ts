import nodemailer from 'nodemailer';
import type { DeliverMail } from './mail-transport';

/** SMTP (SMTP_URL): nodemailer with the outbox row's headers (List-Unsubscribe included). */
export function smtpTransport(smtpUrl: string): DeliverMail {
  const smtp = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await smtp.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
  };
}
