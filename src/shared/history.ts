// The history of changes as the API answers it: who changed which record of which registry entity,
// when, how (create, update, delete or an operation's name) and each field before → after.
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
  /** A reference's record by its name when the change was written (a member, a user, a package), per side. */
  before_name?: string;
  after_name?: string;
  /** A secret (a password) changed; its values are never kept. */
  changed?: true;
}

export interface HistoryRecord {
  id: number;
  created_at: string;
  user_id: number | null;
  /** The user's name when they made the change. */
  user_name: string;
  /** A registry name (`members`, `memberPackages`). */
  entity: string;
  entity_id: string;
  /** The record's name when the entry was written (older entries: as read), '' when it has none. */
  record_name?: string;
  /** The member the record belongs to (null: nobody's; -1: a member's, not told which). */
  member_id: number | null;
  member_name?: string;
  action: string;
  changes: FieldChange[];
}

export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
