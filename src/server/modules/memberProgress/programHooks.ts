// A member's training programs: the days and each day's moves travel inside the program (`days`) and are
// replaced in its transaction when a write sends them. `_from_package` starts a program from a course
// package's days, copying each day and its moves (free-text figures read as numbers where they are numbers).
import type { ProgramDay } from '../../../shared/memberProgressRecords';
import { INVALID } from '../../../shared/schemas/fields';
import { childrenOf, coursePackageWithDays, deleteChildren, insertMany, userNames } from './repository';
import { insertRecord, rowExists, type Row } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import type { Kysely } from 'kysely';
import { assertDetailsWritable } from '../../resources/details';
import { defineHooks, omit } from '../../resources/hooks';
import { inTransaction } from '../../db/transaction';

const MOVE_FIELDS = ['move_name', 'sets', 'repetitions', 'weight', 'rest_seconds', 'notes'] as const;

/** Writes `days` (and their moves) of a program, replacing what it held. */
async function writeDays(db: Kysely<Database>, programId: number, days: readonly Row[]) {
  await deleteChildren(db, 'training_program_moves', 'program_id', programId);
  await deleteChildren(db, 'training_program_days', 'program_id', programId);
  const stored = await insertMany(
    db,
    'training_program_days',
    days.map((day, i) => ({ program_id: programId, day_number: i + 1, title: String(day.title ?? '') })),
  );
  const moves: Row[] = [];
  days.forEach((day, i) => {
    const list = Array.isArray(day.moves) ? (day.moves as Row[]) : [];
    list.forEach((move, position) => {
      const row: Row = { program_id: programId, day_id: stored[i]!.id, position };
      for (const field of MOVE_FIELDS) row[field] = move[field] ?? (field === 'notes' ? '' : null);
      moves.push(row);
    });
  });
  await insertMany(db, 'training_program_moves', moves);
}

/** The leading number of a free-text figure ('12 tekrar' → 12), or null. */
const leadingNumber = (text: unknown): number | null => {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(String(text ?? ''));
  return match ? Number(match[1]!.replace(',', '.')) : null;
};
const plainText = (html: unknown) =>
  String(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);

export default defineHooks<'training_programs'>({
  toRow: (input) => omit(input, 'days'),
  /** The coach, when named, is an existing user (400 otherwise). */
  async check(input, { db }) {
    const coach = Number(input.coach_id);
    if (!(coach > 0)) return;
    if (!(await rowExists(db, 'users', coach)))
      throw validationFailed({ coach_id: 'generic.fields.not_found' });
  },
  async afterWrite(record, input, { db }) {
    if (Array.isArray(input.days)) await writeDays(db, record.id, input.days as Row[]);
  },
  async decorate(records, { db }) {
    const ids = records.map((r) => Number(r.id));
    const days = await childrenOf(db, 'training_program_days', 'program_id', ids, 'day_number');
    const moves = await childrenOf(
      db,
      'training_program_moves',
      'day_id',
      days.map((d) => Number(d.id)),
      'position',
    );
    const coaches = await userNames(
      db,
      records.map((r) => Number(r.coach_id)).filter((id) => id > 0),
    );
    return records.map((record) => ({
      ...record,
      coach_name: coaches.get(Number(record.coach_id)) ?? null,
      days: days
        .filter((d) => d.program_id === record.id)
        .map((d): ProgramDay => ({
          id: Number(d.id),
          day_number: Number(d.day_number),
          title: String(d.title),
          moves: moves
            .filter((m) => m.day_id === d.id)
            .map((m) => Object.fromEntries(MOVE_FIELDS.map((f) => [f, m[f]])) as never),
        })),
    }));
  },
  operations: {
    async fromPackage({ db, body, scope, def, principal }) {
      // The copy fills the program's days and moves: its details.
      assertDetailsWritable(def, principal, { days: [body.package_id] }, 'CREATE');
      const memberId = Number(scope.find((c) => c.column === 'member_id')!.value);
      const packageId = Number(body.package_id);
      const source = await coursePackageWithDays(db, packageId);
      if (!source) throw validationFailed({ package_id: 'generic.fields.not_found' });
      const { pkg, days, moves } = source;
      if (days.length === 0) throw validationFailed({ package_id: INVALID });
      return inTransaction(db, async (trx) => {
        const program = await insertRecord(trx, 'training_programs', {
          member_id: memberId,
          name: String(body.name || pkg.package_name).slice(0, 255),
          goal: 'general',
          start_date: body.start_date,
          end_date: null,
          coach_id: null,
          notes: '',
          package_id: packageId,
        });
        await writeDays(
          trx,
          Number(program.id),
          days.map((day) => ({
            title: day.title,
            moves: moves
              .filter((m) => m.day_number === day.day_number)
              .map((m) => ({
                move_name: m.move_name,
                sets: leadingNumber(m.number_sets),
                repetitions: leadingNumber(m.duration),
                weight: leadingNumber(m.weight),
                rest_seconds: null,
                notes: plainText(m.description),
              })),
          })),
        );
        return program;
      });
    },
  },
});
