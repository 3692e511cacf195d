// Logging: pino JSON lines — one per request at info (Fastify's LogController, when the answer is sent), errors
// once with their stack — each request's lines carrying its id; human-readable lines on a terminal outside
// production. Secrets never reach a line: the authorization and cookie headers, and any password or token
// field, are censored by pino's redaction. The server's JSON lines go through stdoutLog (logDestination.ts):
// a stdout nobody reads never blocks it.
import { randomUUID } from 'node:crypto';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawRequestDefaultExpression,
} from 'fastify';
import fp from 'fastify-plugin';
import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';
import { stdoutLog } from './logDestination';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-metrics-token"]',
  '*.password',
  '*.password_again',
  '*.current_password',
  '*.new_password',
  '*.token',
  '*.access_token',
  '*.id_token',
  '*.refresh_token',
  '*.secret',
];

/** A proxy's request id is kept when it is a plain token, so one id follows a request through nginx too. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function pretty(): { target: string; options: Record<string, unknown> } | undefined {
  try {
    require.resolve('pino-pretty');
  } catch {
    return undefined; // a production install without dev dependencies: JSON it is
  }
  return { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } };
}

/** pino's options for the server and the commands alike. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'prettyLogs'>): LoggerOptions {
  const transport = config.prettyLogs ? pretty() : undefined;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(transport ? { transport } : {}),
  };
}

/** The commands' logger (migrate, seed, backup): the same lines as the server's. */
export const commandLogger = (config: Pick<Config, 'logLevel' | 'prettyLogs'>): Logger =>
  pino(loggerOptions(config));

/** The request's one line: method, path (the query may carry a signed URL's signature), route, status, time. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  // The request's line says 404 already (and this one would carry the query string).
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const url = request.url;
    const query = url.indexOf('?');
    const line = {
      method: request.method,
      path: query === -1 ? url : url.slice(0, query),
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    // An error here is the connection's (the client went away); the handler's own errors are logged once there.
    if (error) reply.log.warn({ ...line, err: error }, 'request aborted');
    else reply.log.info(line, 'request');
  }
}

export function loggingOptions(
  config: Config,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController' | 'requestIdHeader'> {
  const options = loggerOptions(config);
  return {
    logger: options.transport ? options : { ...options, stream: stdoutLog() },
    requestIdHeader: false,
    genReqId: (req: RawRequestDefaultExpression) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logController: new OneLinePerRequest(),
  };
}

/** The request id goes back to the caller too, so a user's report can be found in the log. */
export default fp(async function requestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
