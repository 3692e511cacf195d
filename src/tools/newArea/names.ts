// The names a new area is written under, all from the one name typed (`lockers`): the registry row, the folders,
// the i18n file and the URL path keep it as it is; the table and the permission family are its snake case
// (`bodyScans`: body_scans, BODY_SCANS); screens and the record type use its singular (`locker`: LockerFormPage).

export interface AreaNames {
  /** The registry name, the folders' and the i18n file's name, the API and list path: `lockers`. */
  name: string;
  /** The table: `lockers`, `body_scans`. */
  table: string;
  /** The permission family: `LOCKERS`. */
  family: string;
  /** One record: `locker` (the add and edit screens' paths, the schema's name). */
  singular: string;
  /** `Locker` (the record type, the form page). */
  Singular: string;
  /** `Lockers` (the list page). */
  Plural: string;
  /** How the area is called until its translations say better: `Lockers`, `Body scans`. */
  title: string;
  /** One record, the same way: `Locker`. */
  singularTitle: string;
}

const NAME = /^[a-z][a-zA-Z0-9]*$/;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const words = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** English singular of a plural name, as far as a rule can tell (`--singular` says it otherwise). */
export function singularOf(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(name)) return name.replace(/es$/, '');
  if (/[^s]s$/.test(name)) return name.replace(/s$/, '');
  return name;
}

export function areaNames(name: string, singular = singularOf(name)): AreaNames {
  if (!NAME.test(name))
    throw new Error(`An area's name is camelCase letters and digits, starting with a letter: '${name}'`);
  if (!NAME.test(singular)) throw new Error(`The singular is camelCase too: '${singular}'`);
  const table = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  return {
    name,
    table,
    family: table.toUpperCase(),
    singular,
    Singular: capitalize(singular),
    Plural: capitalize(name),
    title: capitalize(words(name)),
    singularTitle: capitalize(words(singular)),
  };
}
