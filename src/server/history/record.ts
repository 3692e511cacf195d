// The one call the write paths make (the route factory, operations): the entry of a create, update, delete or
// operation on a record of `def`, from its stored rows before and after, in the caller's transaction.
import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../shared/resourceDef';
import type { Row } from '../db/repositories/records';
import type { Database } from '../db/schema';
import { parseJson } from '../db/json';
import { withLira } from '../../shared/money/amount';
import { fieldChanges, parameterChanges } from './changes';
import { writeHistory, type Actor } from './write';

export interface WriteOf {
  rows: Readonly<Record<string, ResourceDef>>;
  def: ResourceDef;
  principal: Actor | null;
}

/**
 * A stored row with its JSON columns parsed (so a change inside one is compared and shown as data) and its money
 * columns in lira, as the API answers them.
 */
function parsed(def: ResourceDef, row: Row | undefined): Row | undefined {
  if (!row) return undefined;
  const copy: Row = withLira({ ...row }, def.money);
  for (const column of def.json)
    if (typeof copy[column] === 'string') copy[column] = parseJson(copy[column], null);
  return copy;
}

export async function recordWrite(
  db: Kysely<Database>,
  of: WriteOf,
  action: 'create' | 'update' | 'delete',
  before: Row | undefined,
  after: Row | undefined,
  memberId?: number | null,
): Promise<void> {
  const row = (after ?? before)!;
  await writeHistory(db, {
    ...of,
    memberId,
    action,
    key: row[of.def.key],
    row,
    changes: fieldChanges(parsed(of.def, before), parsed(of.def, after)),
  });
}

/**
 * An operation's entry: on a record, what it changed in the record's row (an approval's status) when it
 * changed something, else the parameters it was called with (a freeze's days); on the collection, its parameters.
 */
export async function recordOperation(
  db: Kysely<Database>,
  of: WriteOf,
  name: string,
  record: { before: Row; after: Row | undefined } | undefined,
  body: Row,
  created?: Row,
): Promise<void> {
  const row = record?.after ?? record?.before ?? created;
  const changes = record?.after
    ? fieldChanges(parsed(of.def, record.before), parsed(of.def, record.after))
    : [];
  await writeHistory(db, {
    ...of,
    action: name,
    key: row?.[of.def.key] ?? '',
    row: row ?? body,
    changes: changes.length > 0 ? changes : parameterChanges(body),
  });
}
