// Package days: a day's moves are named by package and day number, so they go with the day (in its delete's transaction) — otherwise a
// later day taking the same number would inherit them.
import { deleteWhere } from '../../db/repositories/records';
import { defineHooks } from '../../resources/hooks';

export default defineHooks<'package_days'>({
  async afterDelete(day, { db }) {
    await deleteWhere(db, 'package_day_moves', [
      { column: 'package_id', value: day.package_id },
      { column: 'day_number', value: day.day_number },
    ]);
  },
});
