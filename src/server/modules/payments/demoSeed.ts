// The demo gym's payments (issue 41), for now the state the upgrade gives existing packages: every package sold
// paid has one payment of its price on its start day, numbered per branch and year; unpaid ones owe their price.
// The demo roles get the family by the upgrade's rule, and the front desk (roles that sell packages: the demo's
// sales) takes and reads payments. The demo's own past — instalments partly paid, voids — is for later.
import type { Kysely } from 'kysely';
import { PAYMENT_KEYS, grantedWith, recordPaidPackages } from '../../db/migrations/20261201_0102_payments';
import { grantToRoles } from '../../db/roleGrants';
import { recountPaid } from '../../db/repositories/memberPackages';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';

/** The upgrade's rule, and the front desk's share: whoever sells packages takes, lists and reads payments. */
export function demoGrantedWith(permissions: readonly string[]): string[] {
  const held = new Set(grantedWith(permissions));
  if (held.has('MEMBER_PACKAGE_CREATE'))
    for (const key of PAYMENT_KEYS.filter((k) => k !== 'PAYMENTS_VOID')) held.add(key);
  return [...held];
}

export async function seedPayments(db: Kysely<Database>): Promise<void> {
  await grantToRoles(db, demoGrantedWith);
  await recordPaidPackages(db);
  await recountPaid(db);
  for (const table of ['payments', 'receipt_counters', 'roles']) await bumpVersion(db, table);
}
