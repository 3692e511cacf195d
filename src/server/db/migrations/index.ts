// The ordered list of migrations. Listed statically (not read from the folder) so the same code
// runs under tsx, jest and a bundler; keys are the files' sortable date-prefixed names.
import type { Migration } from 'kysely';
import * as auth from './20261121_0001_auth';
import * as entities from './20261121_0002_entities';
import * as tableVersions from './20261121_0003_table_versions';

export const migrations: Record<string, Migration> = {
  '20261121_0001_auth': auth,
  '20261121_0002_entities': entities,
  '20261121_0003_table_versions': tableVersions,
  '20261123_0101_hardening': require('./20261123_0101_hardening') as Migration,
};
