import { once } from 'node:events';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { buildTestApp, silentLogger, type TestContext } from '../../../test/helpers';
import { createUser } from '../../../test/identity';
import { updatePlatformSettings } from '../settings/platform-settings.service';
import { deliverPendingMail } from './mail.service';
import { mailOutbox } from './mail.table';

const received: { to: string; data: string }[] = [];
let smtp: SMTPServer;
let port: number;
let ctx: TestContext;
const outbox = path.join(tmpdir(), `wb-outbox-${process.pid}`);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  port = (smtp.server.address() as { port: number }).port;
  ctx = await buildTestApp({
    config: { MAIL_OUTBOX_DIR: outbox, AUTH_EMAIL_RATE_PER_MINUTE: '1000' },
  });
});

afterAll(async () => {
  await ctx.close();
  smtp.close();
  await rm(outbox, { recursive: true, force: true });
});

const deliver = () =>
  deliverPendingMail({ database: ctx.database, config: ctx.config, log: silentLogger });

describe('e-mail delivery', () => {
  it('without SMTP, writes each message to the outbox folder (.eml and .json)', async () => {
    const user = await createUser(ctx.database, ctx.config);
    await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: user.email });
    expect((await deliver()).sent).toBeGreaterThanOrEqual(1);
    const files = await readdir(outbox);
    const json = files.filter((f) => f.endsWith('.json'));
    const messages = await Promise.all(
      json.map(
        async (f) =>
          JSON.parse(await readFile(path.join(outbox, f), 'utf8')) as { to: string; text: string },
      ),
    );
    const mine = messages.find((m) => m.to === user.email)!;
    expect(mine.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(files.some((f) => f.endsWith('.eml'))).toBe(true);
  });

  it('sends through the SMTP server of the platform settings, once per message', async () => {
    await updatePlatformSettings(
      ctx.database.db,
      ctx.config,
      {
        mail: {
          host: '127.0.0.1',
          port,
          secure: false,
          user: null,
          from: 'Office <office@example.com>',
        },
      },
      null,
    );
    const user = await createUser(ctx.database, ctx.config);
    await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: user.email });
    await Promise.all([deliver(), deliver()]); // two workers at once
    const mine = received.filter((r) => r.to === user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toContain('Subject: =?UTF-8?');
    const [row] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a message pending when the server is down, and sends it later', async () => {
    await updatePlatformSettings(
      ctx.database.db,
      ctx.config,
      {
        mail: {
          host: '127.0.0.1',
          port: 1,
          secure: false,
          user: null,
          from: 'Office <office@example.com>',
        },
      },
      null,
    );
    const user = await createUser(ctx.database, ctx.config);
    await new TestClient(ctx.app).post('/api/auth/forgot-password', { email: user.email });
    expect((await deliver()).failed).toBeGreaterThanOrEqual(1);
    const [pending] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.email));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending?.lastError).toBeTruthy();
    await updatePlatformSettings(
      ctx.database.db,
      ctx.config,
      {
        mail: {
          host: '127.0.0.1',
          port,
          secure: false,
          user: null,
          from: 'Office <office@example.com>',
        },
      },
      null,
    );
    await deliver();
    expect(received.filter((r) => r.to === user.email)).toHaveLength(1);
  });
});
