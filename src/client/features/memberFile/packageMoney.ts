// A package's money as the desk reads it, in whole kuruş: what is due now (the overdue parts and the next one, at
// most the balance — the take-payment form's first amount), which method a payment type suggests, and the plan a
// sale would make (the server makes the same with the same function).
import { toKurus } from '../../../shared/money/amount';
import { isIsoDay } from '../../../shared/businessDay';
import {
  INSTALMENTS_MAX,
  INSTALMENTS_MIN,
  planInstalments,
  type PlannedInstalment,
} from '../../../shared/money/instalments';
import type { PaymentMethod } from '../../../shared/schemas/payments';
import type { InstalmentAnswer, MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { kurusOf } from '../../components/MoneyText';

type Money = Pick<MemberPackageRecord, 'balance' | 'overdue_amount'>;

/**
 * What the member should pay now: what is left of the overdue parts and of the next part, at most the balance.
 * Without the plan (not readable): the overdue amount, or the whole balance when nothing is overdue.
 */
export function dueNow(pkg: Money, plan?: readonly InstalmentAnswer[] | null): number {
  const balance = kurusOf(pkg.balance ?? 0);
  if (balance <= 0) return 0;
  if (!plan || plan.length === 0) {
    const overdue = kurusOf(pkg.overdue_amount ?? 0);
    return overdue > 0 ? Math.min(overdue, balance) : balance;
  }
  const left = (part: InstalmentAnswer) => Math.max(kurusOf(part.amount) - kurusOf(part.paid), 0);
  const open = [...plan].sort((a, b) => a.no - b.no).filter((part) => part.status !== 'paid');
  const overdue = open.filter((part) => part.status === 'overdue').reduce((sum, part) => sum + left(part), 0);
  const next = open.find((part) => part.status !== 'overdue');
  return Math.min(overdue + (next ? left(next) : 0), balance);
}

/** The method a package's payment type names, to start the form with ('' when it names none). */
export function methodFor(paymentType: string): PaymentMethod | '' {
  if (['cash', 'cash_installments', 'nakit', 'nakit_taksit'].includes(paymentType)) return 'cash';
  if (['credit_card_single', 'credit_card_installments', 'tek', 'taksit'].includes(paymentType))
    return 'credit_card';
  if (paymentType === 'money_transfer' || paymentType === 'barter') return paymentType;
  return '';
}

/**
 * The plan a sale of `price` lira (the form's text) in `count` parts from `firstDue` makes, or null while one of
 * them is not a whole value yet.
 */
export function salePlan(price: unknown, count: unknown, firstDue: string): PlannedInstalment[] | null {
  const kurus = toKurus(typeof price === 'string' && price.trim() !== '' ? Number(price) : price);
  const parts = Number(count);
  const whole = Number.isInteger(parts) && parts >= INSTALMENTS_MIN && parts <= INSTALMENTS_MAX;
  if (kurus === null || kurus <= 0 || !whole || !isIsoDay(firstDue)) return null;
  return planInstalments(kurus, parts, firstDue);
}
