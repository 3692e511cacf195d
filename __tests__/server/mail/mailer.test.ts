// The outbox's mail worker against a real SMTP server on loopback: a queued message is delivered, a server
// that is down loses nothing (retried with back-off, then delivered), two workers never send one twice, and a
// stopping worker stops between messages, handing back what it claimed and did not send.
import { enqueueMessage } from '../../../src/server/db/repositories/outbox';
import { backoffMs, createMailer } from '../../../src/server/mail/mailer';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { createTestApp, testDialects, type TestApp } from '../helpers/testApp';

const fast = { pollMs: 20, backoffBaseMs: 30, backoffMaxMs: 60, leaseMs: 5_000 };

for (const dialect of testDialects()) {
  describe(`mail worker [${dialect}]`, () => {
    let smtp: TestSmtp;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(
        dialect,
        { smtpUrl: smtp.url, mailFrom: 'Gym <gym@example.com>' },
        undefined,
        fast,
      );
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });
    const row = (id: number) =>
      t.app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('delivers a queued message with its attachment, then erases body and attachment', async () => {
      const before = smtp.received.length;
      const id = await enqueueMessage(t.app.db, {
        channel: 'email',
        recipient: 'uye@example.com',
        subject: 'Diyet listeniz',
        body: 'Merhaba Ayşe, listeniz ekte.',
        attachments: [
          { fileName: 'liste.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 x') },
        ],
      });
      t.app.mailer.kick();
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      expect(mail.to).toEqual(['uye@example.com']);
      expect(mail.from).toBe('gym@example.com');
      expect(mail.raw).toContain('application/pdf');
      expect(mail.raw).toContain('liste.pdf');
      await waitUntil(async () => (await row(id)).status === 'sent');
      expect(await row(id)).toMatchObject({ status: 'sent', body: '', claim_token: null });
      const files = await t.app.db
        .selectFrom('outbox_attachments')
        .selectAll()
        .where('outbox_id', '=', id)
        .execute();
      expect(files).toEqual([]);
    });

    it('keeps a message queued while the server is down, retries with back-off, delivers once it is up', async () => {
      await smtp.stop();
      const before = smtp.received.length;
      const id = await enqueueMessage(t.app.db, {
        channel: 'email',
        recipient: 'bekleyen@example.com',
        subject: 's',
        body: 'b',
      });
      t.app.mailer.kick();
      await waitUntil(async () => (await row(id)).attempts >= 2);
      const waiting = await row(id);
      expect(waiting).toMatchObject({ status: 'pending', claim_token: null });
      expect(waiting.error).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting.next_attempt_at).toEqual(expect.any(String));
      expect(smtp.received.length).toBe(before);

      await smtp.start();
      await smtp.waitFor(before + 1);
      await waitUntil(async () => (await row(id)).status === 'sent');
      expect(smtp.received.filter((m) => m.to.includes('bekleyen@example.com'))).toHaveLength(1);
    });

    it('stops between messages: the one being sent finishes, the rest are handed back unclaimed', async () => {
      await t.app.mailer.stop(); // the app's own worker would claim them too
      const worker = createMailer({ db: t.app.db, smtpUrl: smtp.url, from: 'gym@example.com', timing: fast });
      const before = smtp.received.length;
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1)
        ids.push(
          await enqueueMessage(t.app.db, {
            channel: 'email',
            recipient: `durdur${i}@example.com`,
            subject: 's',
            body: 'b',
          }),
        );
      const release = smtp.hold();
      const pass = worker.runOnce();
      await smtp.waitFor(before + 1);
      const stopped = worker.stop();
      release();
      expect(await pass).toMatchObject({ sent: 1 });
      await stopped;
      const rows = await Promise.all(ids.map(row));
      expect(rows.map((r) => r.status)).toEqual(['sent', 'pending', 'pending', 'pending']);
      expect(rows.map((r) => r.claim_token)).toEqual([null, null, null, null]);
      expect(smtp.received).toHaveLength(before + 1);
      await t.app.db.deleteFrom('outbox').where('id', 'in', ids).execute(); // the next test counts its own
    });

    it('two workers on one database send each message once', async () => {
      await t.app.mailer.stop();
      const before = smtp.received.length;
      for (let i = 0; i < 12; i += 1)
        await enqueueMessage(t.app.db, {
          channel: 'email',
          recipient: `ikili${i}@example.com`,
          subject: 's',
          body: 'b',
        });
      const workers = [1, 2].map(() =>
        createMailer({
          db: t.app.db,
          smtpUrl: smtp.url,
          from: 'gym@example.com',
          timing: { ...fast, batch: 3 },
        }),
      );
      const reports = await Promise.all(workers.map((w) => w.runOnce()));
      await Promise.all(workers.map((w) => w.stop()));
      expect(reports[0].sent + reports[1].sent).toBe(12);
      const got = smtp.received.slice(before).flatMap((m) => m.to);
      expect(new Set(got).size).toBe(12);
      expect(got).toHaveLength(12);
    });
  });
}

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, undefined, fast);
  });
  afterAll(() => t.close());

  it('runs no worker: messages stay pending', async () => {
    expect(t.app.mailer.configured).toBe(false);
    const id = await enqueueMessage(t.app.db, {
      channel: 'email',
      recipient: 'x@example.com',
      subject: 's',
      body: 'b',
    });
    expect(await t.app.mailer.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const row = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('back-off', () => {
  it('doubles from the base up to the maximum', () => {
    const timing = { backoffBaseMs: 30_000, backoffMaxMs: 900_000 };
    expect([1, 2, 3, 4, 6, 10].map((a) => backoffMs(a, timing))).toEqual([
      30_000, 60_000, 120_000, 240_000, 900_000, 900_000,
    ]);
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
