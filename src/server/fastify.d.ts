// What the app's plugins add to Fastify's instance and request.
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Principal } from './auth/principal';
import type { Database } from './db/schema';
import type { Dialect, PoolStats } from './db/database';
import type { RouteDoc, RouteEntry } from './http/routeCatalogue';
import type { Mailer } from './mail/mailer';
import type { MediaStore } from './media/store';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** The database connections held (db/database.ts), for the metrics. */
    poolStats: () => PoolStats;
    /** Migrations not yet applied (readiness checks the schema is current). */
    pendingMigrations: () => Promise<string[]>;
    /** Set on SIGTERM/SIGINT (main.ts, http/drain.ts): /ready answers 503, answers close their connection. */
    draining: boolean;
    appConfig: Config;
    /** Every route with its guard, recorded as registered (docs and the permission-matrix test). */
    routeCatalogue: RouteEntry[];
    /** Where uploads live (media/store): the local folder or S3-compatible object storage. */
    mediaStore: MediaStore;
    /** The outbox's mail worker (mail/mailer.ts). */
    mailer: Mailer;
    /** The outbox's SMS worker (mail/sms.ts). */
    sms: Mailer;
  }
  interface FastifyContextConfig {
    /** The permission the route's guard demands (see auth/guard.ts); read by the route catalogue. */
    permission?: string;
    /** 'public' routes need no token, 'signed-in' ones any valid session. */
    access?: 'public' | 'signed-in';
    /** What the OpenAPI document says of a route that is no registry row's (http/routeCatalogue.ts). */
    doc?: RouteDoc;
  }
  interface FastifyRequest {
    /** Set once the bearer token was checked (see auth/guard.ts); null before or for guests. */
    principal: Principal | null;
  }
}
