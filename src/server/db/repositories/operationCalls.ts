// Rate limits of operations: each call is recorded first and then counted with the others in the window, so
// parallel calls see each other; a refused call's row is removed again.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';

export interface OperationLimit {
  operation: string;
  subject: string;
  callerId: number;
  windowSeconds: number;
  perSubject?: number;
  perCaller?: number;
}

/** Records the call; returns false (and forgets it) when it goes over a limit. */
export async function admitOperationCall(db: Kysely<Database>, limit: OperationLimit): Promise<boolean> {
  const since = isoNow(-limit.windowSeconds);
  const row = await db
    .insertInto('operation_calls')
    .values({
      operation: limit.operation,
      subject: limit.subject,
      caller_id: limit.callerId,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const count = async (column: 'subject' | 'caller_id', value: string | number) => {
    const found = await db
      .selectFrom('operation_calls')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('operation', '=', limit.operation)
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(found.n);
  };
  const over =
    (limit.perSubject !== undefined && (await count('subject', limit.subject)) > limit.perSubject) ||
    (limit.perCaller !== undefined && (await count('caller_id', limit.callerId)) > limit.perCaller);
  if (over) await db.deleteFrom('operation_calls').where('id', '=', row.id).execute();
  return !over;
}
