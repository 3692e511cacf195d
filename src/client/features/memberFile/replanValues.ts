// The replanning form's values and what it does with them, in whole kuruş: the rows it starts with (what is left
// unpaid of each part), spreading the balance evenly over the rows, the rows' total and the PUT body.
import { array, object } from 'yup';
import { businessDay, isIsoDay } from '../../../shared/businessDay';
import { liraAmount, toKurus, toLira } from '../../../shared/money/amount';
import { addMonths, INSTALMENTS_MAX, planInstalments } from '../../../shared/money/instalments';
import { INVALID, isoDate } from '../../../shared/schemas/fields';
import type { InstalmentAnswer } from '../../../shared/schemas/memberPackages';
import { kurusOf } from '../../components/MoneyText';

/** One part as the form holds it: the amount as the number field's canonical text ('1500.5', '' for none). */
export interface ReplanRow {
  /** React's key: rows are added and removed, and a date field keeps its typed text per row. */
  key: number;
  due_date: string;
  amount: string;
}

export interface ReplanValues {
  instalments: ReplanRow[];
}

let nextKey = 1;
const row = (due_date: string, amount: string): ReplanRow => ({ key: nextKey++, due_date, amount });

/**
 * What the server checks of each part (instalmentPlanSchema: a real day, a lira amount of at least one kuruş, at
 * most 12 parts), and at least one part: a balance is never planned in none. The total is the server's to refuse,
 * against the balance as it is when the plan arrives.
 */
export const replanSchema = object({
  instalments: array(object({ due_date: isoDate(), amount: liraAmount() }))
    .min(1, INVALID)
    .max(INSTALMENTS_MAX, INVALID),
});

/**
 * The unpaid parts, oldest first, each with what is left of it: a part paid in part is cut to what was paid on it
 * by the server, so its rest is what this form plans again.
 */
export function unpaidRows(plan: readonly InstalmentAnswer[]): ReplanValues {
  const open = [...plan]
    .sort((a, b) => a.no - b.no)
    .filter((part) => part.status !== 'paid')
    .map((part) => row(part.due_date, String(toLira(kurusOf(part.amount) - kurusOf(part.paid)))));
  return { instalments: open };
}

/** Whole kuruş of a row's amount; 0 while it is no amount yet. */
const kurusOfRow = (part: ReplanRow): number =>
  (part.amount.trim() === '' ? null : toKurus(Number(part.amount))) ?? 0;

/** What the rows add up to, in kuruş. */
export const rowsTotal = (rows: readonly ReplanRow[]): number =>
  rows.reduce((sum, part) => sum + kurusOfRow(part), 0);

/** The first row's day when it is one, else today: where an even spread starts. */
const firstDay = (rows: readonly ReplanRow[]): string => {
  const first = rows[0]?.due_date ?? '';
  return isIsoDay(first) ? first : businessDay();
};

/**
 * `balance` kuruş in as many monthly parts as there are rows, from the first row's day: equal amounts, the kuruş
 * left over on the last — the sale's plan, so the parts add up to the balance exactly.
 */
export function spreadEvenly(rows: readonly ReplanRow[], balance: number): ReplanRow[] {
  if (rows.length === 0) return [];
  return planInstalments(balance, rows.length, firstDay(rows)).map((part, i) => ({
    key: rows[i]!.key,
    due_date: part.due_date,
    amount: String(toLira(part.amount)),
  }));
}

/** A part added at the end: a month after the last one, for what is still unplanned of the balance. */
export function addedRow(rows: readonly ReplanRow[], balance: number): ReplanRow {
  const last = rows.at(-1)?.due_date ?? '';
  const left = balance - rowsTotal(rows);
  return row(isIsoDay(last) ? addMonths(last, 1) : businessDay(), left > 0 ? String(toLira(left)) : '');
}

/** `PUT …/instalments`: the rows as lira amounts, without the form's keys. */
export const replanBody = (values: ReplanValues) => ({
  instalments: values.instalments.map((part) => ({ due_date: part.due_date, amount: Number(part.amount) })),
});
