import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { getMailPassword, getPlatformSettings } from '../settings/platform-settings.service';
import { envSmtpSettings, outboxMailer, smtpMailer, type Mailer } from './mailer';
import * as repo from './mail.repository';
import type { MailContent } from './mail.templates';

const MAX_ATTEMPTS = 8;

/** Queues an e-mail in the transaction of the change that sends it (transactional outbox). */
export async function queueMail(
  db: DbOrTx,
  mail: { to: string; kind: string; content: MailContent },
): Promise<void> {
  await repo.insertMail(db, {
    to: mail.to,
    kind: mail.kind,
    subject: mail.content.subject,
    text: mail.content.text,
  });
}

/** SMTP from the platform settings, else from the environment, else the outbox directory. */
export async function resolveMailer(
  db: DbOrTx,
  config: Config,
  log: FastifyBaseLogger,
): Promise<Mailer> {
  const platform = (await getPlatformSettings(db)).mail;
  if (platform) {
    return smtpMailer({ ...platform, password: await getMailPassword(db, config) });
  }
  const env = envSmtpSettings(config);
  if (env) return smtpMailer(env);
  return outboxMailer(config.MAIL_OUTBOX_DIR, config.MAIL_FROM, log);
}

/**
 * Delivers pending e-mails. Rows are claimed with SKIP LOCKED, so several workers never send the
 * same message twice; a failed send is retried on the next run, up to 8 attempts.
 */
export async function deliverPendingMail(deps: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}): Promise<{ sent: number; failed: number }> {
  const mailer = await resolveMailer(deps.database.db, deps.config, deps.log);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await deps.database.db.transaction(async (tx) => {
      const rows = await repo.claimPending(tx, 20);
      for (const row of rows) {
        try {
          await mailer.send(row);
          await repo.markSent(tx, row.id, row.attempts + 1);
          sent++;
        } catch (error) {
          const attempts = row.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          deps.log.warn({ err: error, mailId: row.id, attempts }, 'mail delivery failed');
          await repo.markFailed(tx, row.id, {
            attempts,
            lastError: message.slice(0, 2000),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          });
          failed++;
        }
      }
      return rows.length;
    });
    // A failing server: stop for this run instead of spinning on the same rows.
    if (batch < 20 || failed > 0) break;
  }
  return { sent, failed };
}
