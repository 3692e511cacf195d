// Making and dropping a staff user's links to provider accounts, each in one transaction with its
// history entry, so who linked or unlinked whom is always on record.
import type { Kysely } from 'kysely';
import { RESOURCES } from '../../shared/resources';
import type { FieldChange } from '../../shared/history';
import { linkSubject, unlinkUser } from '../db/repositories/identityLinks';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { writeHistory } from '../history/write';
import type { Principal } from './principal';

const FIELD = 'identity_provider';

async function record(
  db: Kysely<Database>,
  actor: Principal,
  user: { id: number },
  action: 'linkIdentity' | 'unlinkIdentity',
  change: FieldChange,
): Promise<void> {
  await writeHistory(db, {
    def: RESOURCES.users,
    rows: RESOURCES,
    principal: actor,
    action,
    key: user.id,
    row: user,
    changes: [change],
  });
}

/** Links `user` to the provider subject; `actor` is who did it (the user themselves, in every path there is). */
export function linkIdentity(
  db: Kysely<Database>,
  actor: Principal,
  user: { id: number },
  link: { issuer: string; subject: string },
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await linkSubject(trx, { userId: user.id, ...link });
    await record(trx, actor, user, 'linkIdentity', { field: FIELD, after: link.issuer });
  });
}

/** Drops every link of `user`; answers whether there was one (only then is a history entry written). */
export function unlinkIdentity(
  db: Kysely<Database>,
  actor: Principal,
  user: { id: number },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const issuers = await unlinkUser(trx, user.id);
    if (issuers.length === 0) return false;
    await record(trx, actor, user, 'unlinkIdentity', {
      field: FIELD,
      before: issuers.join(', '),
      after: null,
    });
    return true;
  });
}
