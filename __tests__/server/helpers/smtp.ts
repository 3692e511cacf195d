// A real SMTP server on 127.0.0.1 for mail tests (smtp-server): it keeps what it receives, and can be stopped
// and started again on the same port to play a mail server that is down for a while, or hold its answers to
// play a slow one.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Messages are kept as they arrive but acknowledged only once the returned function is called. */
  hold(): () => void;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

function server(received: ReceivedMail[], gate: () => Promise<void>): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed STARTTLS for the client to refuse.
    hideSTARTTLS: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        void gate().then(() => callback());
      });
    },
  });
}

const listen = (s: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve((s.server.address() as AddressInfo).port));
  });

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let held = Promise.resolve();
  const gate = () => held;
  let current: SMTPServer | undefined = server(received, gate);
  const port = await listen(current, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async stop() {
      const s = current;
      current = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      if (current) return;
      current = server(received, gate);
      await listen(current, port);
    },
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = Promise.resolve();
        release();
      };
    },
    async waitFor(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return received;
    },
  };
}
