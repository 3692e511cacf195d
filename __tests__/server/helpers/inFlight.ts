// Requests a stopping server must not lose: sent whole or held half-way (headers and part of the body written,
// the rest on `finish()`), a background load of reads, and waits on the server's state — never on a clock.
import http from 'node:http';

export interface Answer {
  status: number;
  /** The answer's Connection header ('close' once the server drains). */
  connection: string | undefined;
  body: string;
}

export interface Sent {
  /** Resolves once the request's bytes (all of them, or the held part) are written to the socket. */
  written: Promise<void>;
  answer: Promise<Answer>;
  /** Sends the rest of a held body. */
  finish(): void;
}

export function send(
  url: string,
  options: { method?: string; body?: unknown; token?: string; agent?: http.Agent | false; hold?: boolean },
): Sent {
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  const request = http.request(url, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    agent: options.agent ?? false,
    headers: {
      ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  answer.catch(() => undefined); // read by the caller; a rejection before that is not unhandled
  const cut = options.hold ? 5 : body.length;
  const written = new Promise<void>((resolve) => {
    if (options.hold) request.write(body.slice(0, cut), () => resolve());
    else request.end(body, () => resolve());
  });
  return { written, answer, finish: () => void request.end(body.slice(cut)) };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Polls until `check` holds; throws after `limitMs` (a bound for a broken server, not a wait). */
export async function until(what: string, check: () => Promise<boolean>, limitMs = 15_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await pause();
  }
  return Date.now();
}

/** A fresh connection's answer to GET `path`, or the connection's error code. */
export const probe = (baseUrl: string, path: string): Promise<number | string> =>
  send(`${baseUrl}${path}`, {}).answer.then(
    (answer) => answer.status,
    (error: NodeJS.ErrnoException) => error.code ?? String(error),
  );

/** `loops` loops of GETs over kept-alive connections until stopped; every outcome is recorded. */
export function load(baseUrl: string, token: string, paths: string[], loops = 6) {
  const agent = new http.Agent({ keepAlive: true });
  const outcomes: (number | string)[] = [];
  let running = true;
  const loop = async (i: number) => {
    for (let n = i; running; n++)
      outcomes.push(
        await send(`${baseUrl}${paths[n % paths.length]}`, { token, agent }).answer.then(
          (answer) => answer.status,
          (error: NodeJS.ErrnoException) => error.code ?? String(error),
        ),
      );
  };
  const done = Promise.all(Array.from({ length: loops }, (_, i) => loop(i)));
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
      agent.destroy();
      return outcomes;
    },
  };
}
