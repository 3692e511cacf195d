// Membership freezes as other queries see them (modules/memberFile writes them): whether a package is frozen on a
// day, a condition the check-ins' queries on member_packages add (the active package, the atomic spend).
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../schema';

/** "The package `member_packages.id` is frozen on `day`" (a freeze's both ends included). */
export const frozenOn = (eb: ExpressionBuilder<Database, 'member_packages'>, day: string) =>
  eb.exists(
    eb
      .selectFrom('package_freezes')
      .select(sql<number>`1`.as('one'))
      .whereRef('package_freezes.member_package_id', '=', 'member_packages.id')
      .where('package_freezes.start_day', '<=', day)
      .where('package_freezes.end_day', '>=', day),
  );
