// The outbox keeps no secret in plain text and records delivery.
import {
  decryptBody,
  encryptBody,
  enqueueMessage,
  markFailed,
  markSent,
  outboxKey,
  readPending,
} from '../../../../src/server/db/repositories/outbox';
import { describeEachDatabase, JWT_SECRET } from '../../helpers/testApp';

describe('outbox encryption', () => {
  const key = outboxKey('secret-a');
  it('round-trips, uses a fresh IV each time and refuses another key or a tampered body', () => {
    const a = encryptBody('Şifreniz: abc123', key);
    const b = encryptBody('Şifreniz: abc123', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('abc123');
    expect(decryptBody(a, key)).toBe('Şifreniz: abc123');
    expect(decryptBody(a, outboxKey('secret-b'))).toBeNull();
    const flipped = `${a.slice(0, -2)}${a.slice(-2) === 'AA' ? 'AB' : 'AA'}`;
    expect(decryptBody(flipped, key)).toBeNull();
    expect(decryptBody('plain text', key)).toBeNull();
  });

  it('derives a key that is not the secret itself', () => {
    expect(outboxKey(JWT_SECRET).toString('utf8')).not.toContain(JWT_SECRET.slice(0, 8));
    expect(outboxKey(JWT_SECRET)).toHaveLength(32);
  });
});

describeEachDatabase('outbox delivery state', (t) => {
  const db = () => t().app.db;
  const rowOf = (recipient: string) =>
    db().selectFrom('outbox').selectAll().where('recipient', '=', recipient).executeTakeFirstOrThrow();

  it('stores the body encrypted, hands it to the sender, then marks it sent and erases it', async () => {
    await enqueueMessage(db(), {
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'Şifre',
      body: 'Şifreniz: S3cr3tPw\n',
    });
    const stored = await rowOf('a@example.com');
    expect(stored).toMatchObject({ status: 'pending', encrypted: 1, sent_at: null, failed_at: null });
    expect(stored.body).not.toContain('S3cr3tPw');
    const pending = (await readPending(db())).find((m) => m.recipient === 'a@example.com');
    expect(pending?.body).toBe('Şifreniz: S3cr3tPw\n');
    await markSent(db(), stored.id);
    const sent = await rowOf('a@example.com');
    expect(sent).toMatchObject({ status: 'sent', body: '' });
    expect(sent.sent_at).toEqual(expect.any(String));
    expect((await readPending(db())).some((m) => m.id === stored.id)).toBe(false);
  });

  it('writes a message and its attachments together: none is left half-queued for the worker to send', async () => {
    const broken = {
      toString: () => {
        throw new Error('attachment unreadable');
      },
    } as unknown as Buffer;
    await expect(
      enqueueMessage(db(), {
        channel: 'email',
        recipient: 'half@example.com',
        subject: 's',
        body: 'x',
        attachments: [{ fileName: 'a.pdf', contentType: 'application/pdf', content: broken }],
      }),
    ).rejects.toThrow('attachment unreadable');
    const left = await db()
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', 'half@example.com')
      .execute();
    expect(left).toEqual([]);
  });

  it('marks a message failed with its error, and one it cannot decrypt as failed', async () => {
    await enqueueMessage(db(), { channel: 'email', recipient: 'b@example.com', subject: 's', body: 'x' });
    const row = await rowOf('b@example.com');
    await markFailed(db(), row.id, 'SMTP 550 mailbox unavailable');
    expect(await rowOf('b@example.com')).toMatchObject({
      status: 'failed',
      error: 'SMTP 550 mailbox unavailable',
    });

    await enqueueMessage(
      db(),
      { channel: 'email', recipient: 'c@example.com', subject: 's', body: 'y' },
      outboxKey('old-secret'),
    );
    expect((await readPending(db())).some((m) => m.recipient === 'c@example.com')).toBe(false);
    expect(await rowOf('c@example.com')).toMatchObject({ status: 'failed' });
  });
});
