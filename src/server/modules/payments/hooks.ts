// A payment toward a member's package. Taking one is one transaction — the route factory's create, whose
// toRow runs inside it before the insert: the package is locked (lockPackage), what is left of its price read, an
// amount over it refused (409 overpayment, naming the balance), the branch's next receipt number taken, and the
// row written with its history entry. A failure anywhere rolls all of it back, the receipt number included.
// `_void` marks a payment voided (who, when, why) — once: a voided one answers 409; it keeps its number. Every
// answer names the member, the package's product and who took it; `_summary` adds up the cash book. `_receipt` is
// the receipt's PDF in the caller's language (app.receiptPdf, the bounded PDF worker), `_send` mails it to the
// member through the outbox, as the diet list's `_show` and `_send` do.
import { businessDay, businessDayEnd, businessDayStart, isIsoDay } from '../../../shared/businessDay';
import { lookup, type Language } from '../../../../i18n';
import { formatMoney, toKurus, toLira } from '../../../shared/money/amount';
import {
  PAYMENT_METHODS,
  receiptNumber,
  type DueRecord,
  type PaymentSummary,
  type RevenueAnswer,
  type RevenueBreakdown,
  type RevenueGroup,
  type RevenueRow,
} from '../../../shared/schemas/payments';
import { DASHBOARD_MONTHS, addDays, lastMonths } from '../../../shared/dashboard';
import { duesPage } from '../../db/repositories/dues';
import { idsIn } from '../../db/repositories/labels';
import {
  addToPaid,
  lockPackage,
  moneyOfPackage,
  packageNames,
  productNames,
} from '../../db/repositories/memberPackages';
import type { Row } from '../../db/repositories/records';
import { enqueueMessage, memberAddress } from '../../db/repositories/outbox';
import { languageFrom, notFound, overpayment, refused, validationFailed } from '../../http/errors';
import { mailQueued } from '../../mail/queued';
import { defineHooks, type BinaryAnswer, type OperationContext } from '../../resources/hooks';
import { parseListQuery } from '../../resources/listQuery';
import { businessDayOfHour, periodOf } from './periods';
import type { ReceiptRequest } from './receiptPlugin';
import {
  branchNames,
  collectedByHour,
  memberBranch,
  memberNames,
  soldByHour,
  summaryGroups,
  takeReceiptNumber,
  userNames,
  voidPayment,
  type HourSum,
} from './repository';

/**
 * When a payment was made: now when not said; a day is that business day's first instant (now when it is today);
 * a time as given, in UTC like every stored time.
 */
function paidAtOf(value: unknown, now: number): string {
  if (typeof value !== 'string' || value === '') return new Date(now).toISOString();
  if (isIsoDay(value))
    return value === businessDay(0, now) ? new Date(now).toISOString() : businessDayStart(value);
  return new Date(value).toISOString();
}

/** The cash book's totals of the filtered payments, in lira; voided ones only counted apart. */
async function summary({ db, def, body, reach }: OperationContext<'payments'>): Promise<PaymentSummary> {
  // The same filters as the list (days in the business time zone), from the validated query.
  const query = Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const groups = await summaryGroups(db, parseListQuery(def, query).where, reach);
  const live = groups.filter((g) => !g.voided);
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as PaymentSummary['by_method'];
  const byUser = new Map<number | null, { total: number; count: number }>();
  for (const g of live) {
    byMethod[g.method] += g.total;
    const user = byUser.get(g.received_by) ?? { total: 0, count: 0 };
    byUser.set(g.received_by, { total: user.total + g.total, count: user.count + g.count });
  }
  const names = await userNames(
    db,
    [...byUser.keys()].filter((id): id is number => id !== null),
  );
  const voided = groups.filter((g) => g.voided);
  return {
    total: toLira(live.reduce((sum, g) => sum + g.total, 0)),
    by_method: Object.fromEntries(
      Object.entries(byMethod).map(([method, total]) => [method, toLira(total)]),
    ) as PaymentSummary['by_method'],
    by_user: [...byUser]
      .map(([user, { total, count }]) => ({
        user,
        name: user === null ? '' : (names.get(String(user)) ?? ''),
        total: toLira(total),
        count,
      }))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'tr')),
    voided: {
      count: voided.reduce((sum, g) => sum + g.count, 0),
      total: toLira(voided.reduce((sum, g) => sum + g.total, 0)),
    },
  };
}

const fill = (lang: Language, key: string, params: Record<string, string>) =>
  (lookup(lang, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');

/** What a payment's receipt prints, in `lang`: its row (kuruş), named — the gym, the branch, member, package, taker. */
async function receiptOf(
  db: OperationContext['db'],
  payment: Row,
  lang: Language,
  gymName: string,
): Promise<ReceiptRequest> {
  const branch = payment.branch_id === null ? null : Number(payment.branch_id);
  const [members, packages, users, branches] = await Promise.all([
    memberNames(db, [Number(payment.member_id)]),
    packageNames(db, [Number(payment.member_package_id)]),
    userNames(db, payment.received_by === null ? [] : [Number(payment.received_by)]),
    branchNames(db, branch === null ? [] : [branch]),
  ]);
  return {
    lang,
    gym_name: gymName,
    branch_name: branch === null ? '' : (branches.get(String(branch)) ?? ''),
    receipt_no: String(payment.receipt_no),
    member_name: members.get(String(payment.member_id)) ?? '',
    package_name: packages.get(Number(payment.member_package_id)) ?? '',
    amount: Number(payment.amount),
    method: payment.method as ReceiptRequest['method'],
    paid_at: String(payment.paid_at),
    received_by_name: payment.received_by === null ? '' : (users.get(String(payment.received_by)) ?? ''),
    voided: payment.voided_at
      ? { at: String(payment.voided_at), reason: String(payment.void_reason ?? '') }
      : null,
  };
}

/** GET payments/{id}/_receipt: the receipt's PDF in the caller's language. */
async function receipt({ db, record, reply }: OperationContext<'payments'>): Promise<BinaryAnswer> {
  const lang = languageFrom(reply.request.headers['accept-language']);
  const input = await receiptOf(db, record as Row, lang, reply.server.appConfig.gymName);
  return {
    body: await reply.server.receiptPdf(input),
    type: 'application/pdf',
    fileName: fill(lang, 'payments.receipt.file_name', { receipt_no: input.receipt_no }),
  };
}

/** POST payments/{id}/_send: the receipt, in Turkish (the members' language), mailed to the member. */
async function send({ db, record, reply }: OperationContext<'payments'>) {
  const payment = record as Row;
  const member = await memberAddress(db, Number(payment.member_id));
  if (!member) throw notFound();
  if (!member.email) throw validationFailed({ email: 'generic.fields.required' });
  const lang: Language = 'tr';
  const input = await receiptOf(db, payment, lang, reply.server.appConfig.gymName);
  const pdf = await reply.server.receiptPdf(input);
  const params = {
    name: member.name,
    receipt_no: input.receipt_no,
    amount: formatMoney(input.amount, lang),
    date: businessDay(0, Date.parse(input.paid_at)).split('-').reverse().join('.'),
    gym: input.gym_name,
  };
  const outboxId = await enqueueMessage(db, {
    channel: 'email',
    recipient: member.email,
    subject: fill(lang, 'payments.receipt.mail_subject', params),
    body: fill(lang, 'payments.receipt.mail_body', params),
    attachments: [
      {
        fileName: fill(lang, 'payments.receipt.file_name', params),
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
  });
  return {
    id: Number(payment.id),
    receipt_no: input.receipt_no,
    recipient: member.email,
    ...mailQueued(reply.server, outboxId),
  };
}

/** Whole days from `from` to `to` (yyyy-MM-dd). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** GET dues: a page of what is due by `until`, oldest first, each line named; x-total-count. */
async function dues({ db, body, reach, reply }: OperationContext<'payments'>): Promise<DueRecord[]> {
  const today = businessDay();
  const until = typeof body.until === 'string' && body.until ? body.until : today;
  const page = Number(body.page ?? 1);
  const count = Number(body.per_page ?? 25);
  const branchId =
    body.branch_id === null || body.branch_id === undefined ? undefined : Number(body.branch_id);
  const { rows, total } = await duesPage(db, { reach, branchId }, until, {
    start: (page - 1) * count,
    count,
  });
  const [members, packages] = await Promise.all([
    memberNames(
      db,
      rows.map((r) => r.member_id),
    ),
    packageNames(
      db,
      rows.map((r) => r.member_package_id),
    ),
  ]);
  reply.header('x-total-count', String(total));
  return rows.map((r) => ({
    member_id: r.member_id,
    member_name: members.get(String(r.member_id)) ?? '',
    member_package_id: r.member_package_id,
    package_name: packages.get(r.member_package_id) ?? '',
    instalment_no: r.no,
    due_date: r.due_date,
    amount: toLira(r.amount),
    days_overdue: Math.max(0, daysBetween(r.due_date, today)),
  }));
}

/**
 * GET revenue: per period (and key), the prices of the packages sold and the payments taken less voids, in lira.
 * The database adds up per UTC hour and key; each hour is one business day (periods.ts), so a period holds exactly
 * the payments the cash book lists for its days.
 */
async function revenue({ db, body, reach }: OperationContext<'payments'>): Promise<RevenueAnswer> {
  const today = businessDay();
  const to = typeof body.to === 'string' && body.to ? body.to : today;
  const from =
    typeof body.from === 'string' && body.from ? body.from : `${lastMonths(to, DASHBOARD_MONTHS)[0]}-01`;
  if (from > to) throw validationFailed({ to: 'generic.fields.invalid' });
  const group = (body.group as RevenueGroup | undefined) ?? 'month';
  const by = body.by as RevenueBreakdown | undefined;
  const [start, end] = [businessDayStart(from), businessDayEnd(to)];
  const [sold, collected] = await Promise.all([
    soldByHour(db, reach, start, end, by),
    collectedByHour(db, reach, start, end, by),
  ]);
  // Sums in kuruş by period and key ('' + the key's JSON, so a branch id and a method never meet).
  const sums = new Map<
    string,
    { period: string; key: string | number | null; sold: number; collected: number }
  >();
  const add = (figure: 'sold' | 'collected', { hour, key, total }: HourSum) => {
    const period = periodOf(group, businessDayOfHour(hour));
    const id = `${period}|${JSON.stringify(by ? key : null)}`;
    const sum = sums.get(id) ?? { period, key: by ? key : null, sold: 0, collected: 0 };
    sum[figure] += total;
    sums.set(id, sum);
  };
  for (const s of sold) add('sold', s);
  for (const c of collected) add('collected', c);
  if (!by)
    // Every period of the days asked, those without a sale or a payment too: a chart without holes.
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const period = periodOf(group, day);
      if (!sums.has(`${period}|null`))
        sums.set(`${period}|null`, { period, key: null, sold: 0, collected: 0 });
    }
  const labels =
    by === 'branch'
      ? await branchNames(
          db,
          [...sums.values()].map((s) => s.key).filter((k): k is number => typeof k === 'number'),
        )
      : by === 'product'
        ? await productNames(
            db,
            [...sums.values()]
              .map((s) => s.key)
              .filter((k): k is string => typeof k === 'string')
              .map((k) => ({ product_type: k.split(':')[0], product_id: Number(k.split(':')[1]) })),
          )
        : new Map<string, string>();
  const rows = [...sums.values()]
    .sort(
      (a, b) =>
        a.period.localeCompare(b.period) ||
        (a.key === null ? -1 : b.key === null ? 1 : String(a.key).localeCompare(String(b.key))),
    )
    .map((sum): RevenueRow => {
      const label = sum.key === null ? undefined : labels.get(String(sum.key));
      return {
        period: sum.period,
        ...(by ? { key: sum.key } : {}),
        ...(label !== undefined ? { label } : {}),
        sold: toLira(sum.sold),
        collected: toLira(sum.collected),
      };
    });
  return { rows };
}

export default defineHooks<'payments'>({
  /** A payment is not dated after today (the business day). */
  async check(input) {
    const paidAt = input.paid_at;
    if (
      typeof paidAt === 'string' &&
      paidAt !== '' &&
      paidAtOf(paidAt, Date.now()) > businessDayEnd(businessDay())
    )
      throw validationFailed({ paid_at: 'payments.errors.paid_at_future' });
  },
  async toRow(input, { db, principal }) {
    // In the create's transaction, before anything is read: a parallel payment of the package waits here.
    const pkg = await lockPackage(db, Number(input.member_package_id));
    if (!pkg) throw notFound();
    const { balance } = await moneyOfPackage(db, pkg, businessDay());
    if ((toKurus(Number(input.amount)) ?? Infinity) > balance) throw overpayment(Math.max(balance, 0));
    const branch = await memberBranch(db, pkg.member_id);
    const now = Date.now();
    const year = Number(businessDay(0, now).slice(0, 4));
    const sequence = await takeReceiptNumber(db, branch ?? 0, year);
    return {
      member_id: pkg.member_id,
      member_package_id: pkg.id,
      branch_id: branch,
      amount: input.amount,
      method: input.method,
      paid_at: paidAtOf(input.paid_at, now),
      note: input.note ?? '',
      receipt_no: receiptNumber(year, branch ?? 0, sequence),
      received_by: principal.userId,
      voided_at: null,
      voided_by: null,
      void_reason: null,
    };
  },
  /** In the create's transaction, after the row: the package keeps the payment in what it was paid. */
  async afterWrite(record, _input, { db, existing }) {
    if (!existing) await addToPaid(db, Number(record.member_package_id), Number(record.amount));
  },
  async decorate(records, { db }) {
    const [users, members, packages] = await Promise.all([
      userNames(db, idsIn(records, 'received_by')),
      memberNames(db, idsIn(records, 'member_id')),
      packageNames(db, idsIn(records, 'member_package_id')),
    ]);
    return records.map((r): Row => ({
      ...r,
      received_by_name: users.get(String(r.received_by)) ?? '',
      member_name: members.get(String(r.member_id)) ?? '',
      package_name: packages.get(Number(r.member_package_id)) ?? '',
    }));
  },
  operations: {
    /** `_void {reason}`: once; the receipt keeps its number (409 for a payment voided already). */
    async void({ db, record, body, principal }) {
      const voided = await voidPayment(db, record!.id, principal.userId, String(body.reason));
      if (!voided) throw refused('payments.errors.already_voided');
      return voided;
    },
    summary,
    receipt,
    send,
    dues,
    revenue,
  },
});
