import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

export interface Mailer {
  /** Where mail goes: "smtp://host:port" or the outbox directory. */
  describe(): string;
  send(mail: OutgoingMail): Promise<void>;
}

/** Real SMTP through nodemailer. */
export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    describe: () => `smtp://${settings.host}:${settings.port}`,
    async send(mail) {
      await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: { 'X-Mail-Kind': mail.kind },
      });
    },
  };
}

/**
 * Without SMTP: each message becomes `<id>.eml` (the real MIME message) and `<id>.json` (to,
 * subject, text) in the outbox directory, and its text goes to the log — so a new installation
 * can complete registration and password reset with no mail server.
 */
export function outboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: () => dir,
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      const base = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(
        `${base}.json`,
        JSON.stringify(
          { id: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text },
          null,
          2,
        ),
      );
      log.info(
        { to: mail.to, kind: mail.kind, file: `${base}.eml` },
        `mail (outbox): ${mail.subject}\n${mail.text}`,
      );
    },
  };
}

/** SMTP from the environment, if configured. */
export function envSmtpSettings(config: Config): SmtpSettings | null {
  if (!config.SMTP_HOST) return null;
  return {
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    user: config.SMTP_USER ?? null,
    password: config.SMTP_PASSWORD ?? null,
    from: config.MAIL_FROM,
  };
}
