// A record of the demo gym for a registry row, for tests generated over the registry: the first path parents
// (members, foods, ...) under which the row lists anything, and one record of that list; none when it lists nothing.
import { RESOURCES } from '../../../src/shared/resources';
import { fillPath, type ResourceDef } from '../../../src/shared/resourceDef';

type Row = Record<string, unknown>;
/** GET /api/v1/<url> as the test's caller; throws unless 200. */
export type Json = (url: string) => Promise<unknown>;

export interface DemoRecord {
  params: Record<string, string | number>;
  record: Row;
}

export async function demoRecord(
  get: Json,
  row: ResourceDef,
  /** Which listed record (the first by default). */
  pick: (list: Row[]) => Row | undefined = (list) => list[0],
): Promise<DemoRecord | undefined> {
  const choices: Record<string, string | number>[] = [{}];
  for (const parent of row.parents.filter((p) => p.in !== 'query')) {
    const owner = RESOURCES[parent.resource as keyof typeof RESOURCES] as ResourceDef;
    const next: Record<string, string | number>[] = [];
    // A parent under parents named before it (a member's package) is listed under each choice of them.
    for (const chosen of choices) {
      const candidates = (await get(`${fillPath(owner.path, chosen)}?count=50`)) as Row[];
      for (const c of candidates) next.push({ ...chosen, [parent.param]: c[owner.key] as number });
    }
    choices.splice(0, choices.length, ...next);
  }
  for (const params of choices) {
    const record = pick((await get(`${fillPath(row.path, params)}?count=50`)) as Row[]);
    if (record) return { params, record };
  }
  return undefined;
}
