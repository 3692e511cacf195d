// What the payments tests start from: the admin's calls, a branch, members (in it, or assigned to a coach),
// packages of a price sold to them (no product: the spec's six fields), and payments taken on them.
import type { LightMyRequestResponse } from 'fastify';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import type { PaymentRecord } from '../../../../src/shared/schemas/payments';
import { createBranch, createStaff, sessionToken } from '../../helpers/fixtures';
import { businessDay } from '../../../../src/shared/businessDay';
import { sampleBody } from '../../helpers/samples';
import type { TestApp } from '../../helpers/testApp';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface World {
  token: string;
  branchId: number;
  call(method: Method, url: string, payload?: object, as?: string): Promise<LightMyRequestResponse>;
  /** A new member (in the world's branch unless told otherwise); answers its id. */
  member(extra?: object): Promise<number>;
  /** A package sold to `memberId` for `price` lira; answers it. */
  pkg(memberId: number, price: number, extra?: object): Promise<MemberPackageRecord>;
  /** POST …/payments as `as` (the admin by default). */
  pay(memberId: number, packageId: number, body: object, as?: string): Promise<LightMyRequestResponse>;
  /** A staff member holding exactly `permissions`: their id and token. */
  staff(permissions: string[]): Promise<{ id: number; token: string }>;
  /**
   * What the package keeps as paid (member_packages.paid) and what its payments less voids add up to, in kuruş:
   * the two must be equal after every payment and void.
   */
  kept(packageId: number): Promise<{ kept: number; payments: number }>;
}

let branches = 0;

export async function world(t: TestApp): Promise<World> {
  const token = (await t.login()).access_token;
  branches += 1;
  const branchId = await createBranch(t.app.db, `Şube ${branches} ${Date.now()}`);
  const call: World['call'] = (method, url, payload, as = token) =>
    t.request({ method, url: `/api/v1/${url}`, token: as, ...(payload ? { payload } : {}) });
  return {
    token,
    branchId,
    call,
    async member(extra = {}) {
      const res = await call('POST', 'members', {
        ...sampleBody('members'),
        branches_id: branchId,
        ...extra,
      });
      if (res.statusCode !== 201) throw new Error(`member: ${res.statusCode} ${res.body}`);
      return res.json<{ id: number }>().id;
    },
    async pkg(memberId, price, extra = {}) {
      const res = await call('POST', `members/${memberId}/packages`, {
        ...sampleBody('member_packages'),
        // Sold today (the business day): nothing of it is overdue yet, whatever day the tests run.
        starttime: businessDay(),
        endtime: businessDay(89),
        product_type: '',
        product_id: null,
        price,
        ...extra,
      });
      if (res.statusCode !== 201) throw new Error(`package: ${res.statusCode} ${res.body}`);
      return res.json<MemberPackageRecord>();
    },
    pay: (memberId, packageId, body, as = token) =>
      call('POST', `members/${memberId}/packages/${packageId}/payments`, body, as),
    async staff(permissions) {
      const user = await createStaff(t.app.db, { permissions });
      return { id: user.id, token: await sessionToken(t.app.db, t.config.jwtSecret, user.id) };
    },
    async kept(packageId) {
      const db = t.app.db;
      const pkg = await db
        .selectFrom('member_packages')
        .select('paid')
        .where('id', '=', packageId)
        .executeTakeFirstOrThrow();
      const sum = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
        .where('member_package_id', '=', packageId)
        .where('voided_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { kept: Number(pkg.paid), payments: Number(sum.total ?? 0) };
    },
  };
}

/** The sequence of a receipt number (2026-3-000042 → 42). */
export const sequenceOf = (receipt: string): number => Number(receipt.split('-')[2]);

/** Whether `numbers` are consecutive once sorted (no gaps, no repeats). */
export function gapless(numbers: number[]): boolean {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.every((n, i) => i === 0 || n === sorted[i - 1]! + 1);
}

export type { PaymentRecord };
