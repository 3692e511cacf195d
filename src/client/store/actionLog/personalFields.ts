// Which fields are personal, as the registry declares them (`personal` on a row, shared/resourceDef.ts). The
// registry loads with the entity slices (store/entities.ts declares it here), not with /login, so the store's
// first chunk stays small; until then only the session and settings exist, and e-mails and phones are found
// by their key and their form anyway.
import type { PersonalKind } from '../../../shared/resourceDef';

export interface PersonalFields {
  /** Per registry row (= slice name and action-type prefix): field → kind. */
  byResource: ReadonlyMap<string, ReadonlyMap<string, PersonalKind>>;
  /** Fields that are e-mails or phones in any row: hidden under that key wherever they appear. */
  anywhere: ReadonlyMap<string, PersonalKind>;
}

type Row = { name: string; personal?: Readonly<Record<string, PersonalKind>> };

/** Before the registry is declared: the e-mail and phone keys every person record has. */
const BASE_ANYWHERE: [string, PersonalKind][] = [
  ['email', 'email'],
  ['phone', 'phone'],
];

let current: PersonalFields = { byResource: new Map(), anywhere: new Map(BASE_ANYWHERE) };
let version = 0;

export function fieldsFromRows(rows: Readonly<Record<string, Row>>): PersonalFields {
  const byResource = new Map<string, Map<string, PersonalKind>>();
  const anywhere = new Map<string, PersonalKind>(BASE_ANYWHERE);
  for (const row of Object.values(rows)) {
    if (!row.personal) continue;
    const fields = new Map(Object.entries(row.personal));
    byResource.set(row.name, fields);
    for (const [field, kind] of fields) if (kind === 'email' || kind === 'phone') anywhere.set(field, kind);
  }
  return { byResource, anywhere };
}

/** Called once the registry is loaded. */
export function declarePersonalFields(rows: Readonly<Record<string, Row>>): void {
  current = fieldsFromRows(rows);
  version += 1;
}

export const personalFields = (): PersonalFields => current;
/** Changes whenever the declaration does (redactors forget what they cached under the previous one). */
export const personalFieldsVersion = (): number => version;

/** `{ members: { email: 'email', … }, … }`: what a log header lists as pseudonymised. */
export function describePersonalFields(fields: PersonalFields = current) {
  return {
    byResource: Object.fromEntries(
      [...fields.byResource].map(([name, map]) => [name, Object.fromEntries(map)]),
    ) as Record<string, Record<string, PersonalKind>>,
    anywhere: Object.fromEntries(fields.anywhere) as Record<string, PersonalKind>,
  };
}
