/** Sends one message through the SMTP server at SMTP_URL (e.g. smtp://user:pass@host:587). */
import nodemailer from 'nodemailer';

export type SmtpMessage = { from: string; to: string; subject: string; text: string; html?: string };

export async function sendThroughSmtp(smtpUrl: string, message: SmtpMessage): Promise<void> {
  // One connection per message keeps no state between jobs; a job's attempt must end well before it expires.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}
