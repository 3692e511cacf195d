// What the app's plugins add to Fastify's instance and request.
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Principal } from './auth/principal';
import type { Database } from './db/schema';
import type { Dialect } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    appConfig: Config;
  }
  interface FastifyRequest {
    /** Set once the bearer token was checked (see auth/guard.ts); null before or for guests. */
    principal: Principal | null;
  }
}
