// One history entry per write, in the write's own transaction (no write commits without its entry): who (id and
// name at the time), which registry entity and key, the action, the member the record belongs to (for the members
// reach rule) and the permission that reads it (visibility.ts: the history answers only what the reader could
// read), and the changes with the names of the record and of the records its references point at, as they are now
// (named.ts).
import type { Kysely } from 'kysely';
import { holdsMemberData, type ResourceDef } from '../../shared/resourceDef';
import type { Row } from '../db/repositories/records';
import { bumpVersion } from '../db/repositories/tableVersions';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import type { FieldChange } from './changes';
import { memberOfRecord } from './memberOf';
import { namedWrite } from './named';
import { entryPermission } from './visibility';

/**
 * Who acted: the history needs only their id (their name is read at write time). A structural type, so the
 * history sits below auth/ and takes auth's Principal as it is.
 */
export interface Actor {
  userId: number;
}

export interface HistoryWrite {
  def: ResourceDef;
  rows: Readonly<Record<string, ResourceDef>>;
  principal: Actor | null;
  action: string;
  /** The record's key. */
  key: unknown;
  /** The record as stored (after a create or update, before a delete): its member and kind are read from it. */
  row: Row;
  changes: FieldChange[];
  /** The member, when the record's own row cannot tell it (an upload names its owner record instead). */
  memberId?: number | null;
}

export async function writeHistory(db: Kysely<Database>, entry: HistoryWrite): Promise<void> {
  const userId = entry.principal?.userId ?? null;
  const user = userId
    ? await db.selectFrom('users').select(['name', 'lastname']).where('id', '=', userId).executeTakeFirst()
    : undefined;
  const now = isoNow();
  const memberId =
    entry.memberId !== undefined
      ? entry.memberId
      : await memberOfRecord(db, entry.rows, entry.def, entry.row);
  const { changes, recordName } = await namedWrite(
    db,
    entry.rows,
    entry.def,
    entry.key,
    entry.row,
    entry.changes,
  );
  await db
    .insertInto('history')
    .values({
      created_at: now,
      updated_at: now,
      user_id: userId,
      user_name: user ? `${user.name} ${user.lastname}`.trim() : '',
      entity: entry.def.name,
      entity_id: String(entry.key),
      record_name: recordName,
      // A member's data whose member could not be told: hidden from everyone bound by the reach rule.
      member_id:
        entry.memberId !== undefined
          ? entry.memberId
          : (memberId ?? (holdsMemberData(entry.def, entry.rows) ? -1 : null)),
      action: entry.action,
      permission: entryPermission(entry.def, entry.row, entry.changes),
      changes: JSON.stringify(changes),
    })
    .execute();
  // Cached history pages are trusted while this version stands (queryCache.ts): a new entry must show at once.
  await bumpVersion(db, 'history');
}
