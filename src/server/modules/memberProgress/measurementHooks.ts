// Body measurements: the server stores the BMI (from the weight and the height — the measurement's, else the
// member's) and the waist-hip ratio, fills the body fat from the four skinfolds (Durnin–Womersley, needs the
// sex and the member's birthdate) when none is typed, and answers the WHO category. `_dashboard` gives the
// latest values and their changes; `_details_report` a field's histogram, for the member over time or across
// the latest measurement of every member the caller reaches.
import {
  MEASUREMENT_FIELDS,
  ageOn,
  binIndex,
  bmiCategory,
  bmiOf,
  durninWomersley,
  histogramBins,
  waistHipRatio,
  type MeasurementField,
  type Sex,
} from '../../../shared/bodyMetrics';
import type { MeasurementDashboard, MeasurementDetailsReport } from '../../../shared/memberProgressRecords';
import { fieldOfMember, latestFieldOfMembers, measurementsOf, memberFigures } from './repository';
import { cachedQuery } from '../../db/repositories/queryCache';
import type { Row } from '../../db/repositories/records';
import { redactDetails } from '../../resources/details';
import { defineHooks, type OperationContext } from '../../resources/hooks';
import { memberReach } from '../../resources/memberReach';

const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

const memberOf = (context: Pick<OperationContext, 'scope'>) =>
  Number(context.scope.find((c) => c.column === 'member_id')!.value);

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** latest − base for every field both hold. */
function changes(latest: Row, base: Row | null): Partial<Record<MeasurementField, number>> {
  const out: Partial<Record<MeasurementField, number>> = {};
  if (!base) return out;
  for (const field of MEASUREMENT_FIELDS) {
    const a = num(latest[field]);
    const b = num(base[field]);
    if (a !== null && b !== null) out[field] = round(a - b);
  }
  return out;
}

/** Equal-width bins over the values' range, with their count, extremes and mean. */
function histogramOf(values: readonly number[], bins: number) {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  const edges = values.length > 0 ? histogramBins(min, max, bins) : [];
  const counts = new Array<number>(edges.length).fill(0);
  for (const v of values) counts[binIndex(v, min, max, edges.length)]! += 1;
  const any = values.length > 0;
  return {
    bins: edges.map((edge, i) => ({ ...edge, count: counts[i]! })),
    total: values.length,
    min: any ? min : null,
    max: any ? max : null,
    mean: any ? round(sum / values.length) : null,
  };
}

export default defineHooks<'measurements'>({
  async toRow(input, { db }) {
    const member = await memberFigures(db, Number(input.member_id));
    const height = num(input.height) ?? (Number(member?.height) > 0 ? Number(member!.height) : null);
    const sex = (input.sex || null) as Sex | null;
    const age = ageOn(member?.birthdate ?? null, String(input.date));
    const bodyFat = num(input.body_fat) ?? durninWomersley(input as never, age, sex);
    return {
      ...input,
      sex,
      height,
      body_fat: bodyFat,
      bmi: bmiOf(num(input.weight), height),
      waist_hip_ratio: waistHipRatio(num(input.waist), num(input.hip)),
    };
  },
  toApi: (row) => ({ ...row, bmi_category: bmiCategory(num(row.bmi)) }),
  operations: {
    async dashboard(context): Promise<MeasurementDashboard> {
      // Skinfolds and circumferences are the measurement's details: without MEASUREMENT_DETAILS_READ they are
      // left out here as in every answer of the row.
      const seen = (row: Row) => redactDetails(context.def, context.principal, [row], 'READ')[0]!;
      const rows = (await measurementsOf(context.db, memberOf(context))).map((row) =>
        seen({ ...row, bmi_category: bmiCategory(num(row.bmi)) }),
      );
      const latest = rows.at(-1) ?? null;
      const previous = rows.length > 1 ? rows.at(-2)! : null;
      const first = rows.length > 1 ? rows[0]! : null;
      return {
        count: rows.length,
        first: first as never,
        previous: previous as never,
        latest: latest as never,
        bmi_category: latest ? bmiCategory(num(latest.bmi)) : null,
        change_since_first: latest ? changes(latest, first) : {},
        change_since_previous: latest ? changes(latest, previous) : {},
        series: rows.map((r) =>
          seen({
            date: r.date,
            weight: num(r.weight),
            body_fat: num(r.body_fat),
            waist: num(r.waist),
            bmi: num(r.bmi),
          }),
        ) as MeasurementDashboard['series'],
      };
    },
    async detailsReport(context): Promise<MeasurementDetailsReport> {
      const { db, body, principal } = context;
      const field = body.field as MeasurementField;
      const bins = Number(body.bins);
      const scope = body.scope as 'member' | 'members';
      const own = await fieldOfMember(db, memberOf(context), field);
      const reach = memberReach(principal);
      // Across members the answer is the same for every caller of one reach until measurements or members
      // change: cached on those tables' write versions (a scan of 100,000 rows otherwise).
      const population =
        scope === 'member'
          ? histogramOf(own, bins)
          : await cachedQuery(
              db,
              ['measurements', 'members'],
              `measurements.histogram:${field}:${bins}:${JSON.stringify(reach ?? null)}`,
              async () => histogramOf(await latestFieldOfMembers(db, field, reach), bins),
            );
      return { field, scope, ...population, member_value: own.at(-1) ?? null };
    },
  },
});
