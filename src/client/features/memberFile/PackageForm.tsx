// A member's package, added or edited inside the packages tab: payment type (legacy keys only on records that
// carry them), invoice, lessons, the period (typed dd/MM/yyyy, sent yyyy-MM-dd; the end not before the start),
// the price in Turkish lira and, optionally, what was sold — a course package or a personal-training type, whose
// validity gives the end date; a new package overlapping a running one is confirmed first. A new package may be
// sold on an instalment plan, shown before saving, and its first payment taken right after the sale
// (SalePlanFields.tsx). An edited package's instalment plan and freezes are listed below the form.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { App } from 'antd';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { businessDay } from '../../../shared/businessDay';
import {
  PRODUCT_TYPES,
  isInstalmentPaymentType,
  type MemberPackageRecord,
} from '../../../shared/schemas/memberPackages';
import type { PaymentRecord } from '../../../shared/schemas/payments';
import { EntityForm } from '../../components/EntityForm';
import { DateField, NumberField, OptionField, SelectField, TextField } from '../../components/fields';
import type { FormMode } from '../../components/useEntityFormController';
import { entities } from '../../store/entities';
import { useProductTermsQuery, type ProductTermsArg } from '../../store/lookupsApi';
import { useToast } from '../../lib/useToast';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { InstalmentPlan } from './InstalmentPlan';
import { FreezeList } from './PackageFreezes';
import { packageName } from './packageName';
import { derivedEnd, isWholeDate, runningOverlaps } from './packagePeriod';
import { paymentTypeChoices } from './paymentTypes';
import { firstPaymentBody, newSalePlanValues, SalePlanFields, type SalePlanValues } from './SalePlanFields';
import { useInstalments } from './useInstalments';
import { leftToRight } from '../../lib/leftToRight';

export interface PackageFormValues extends SalePlanValues {
  payment_type: string;
  invoice_number: string;
  lesson_count: number | '';
  used_lessons: number | '';
  starttime: string;
  endtime: string;
  price: string;
  product_type: string;
  product_id: number | '';
}

export const newPackageValues = (): PackageFormValues => ({
  payment_type: 'unpaid',
  invoice_number: '',
  lesson_count: '',
  used_lessons: 0,
  starttime: '',
  endtime: '',
  price: '',
  product_type: '',
  product_id: '',
  ...newSalePlanValues(),
});

const fromRecord = (record: MemberPackageRecord): PackageFormValues => ({
  payment_type: record.payment_type,
  invoice_number: record.invoice_number ?? '',
  lesson_count: record.lesson_count,
  used_lessons: record.used_lessons,
  starttime: record.starttime,
  endtime: record.endtime,
  price: String(record.price),
  product_type: record.product_type ?? '',
  product_id: record.product_id ?? '',
  ...newSalePlanValues(),
});

/**
 * A cleared product goes as null (an edit drops '', which would keep the stored product). The plan goes with a
 * sale on an instalment type only (the first due day left empty: the start); the first payment is no field of the
 * package (recorded after it).
 */
const toBody = (values: PackageFormValues, mode: FormMode) => {
  const {
    instalments,
    first_due_date: firstDue,
    take_payment: _take,
    payment_method: _method,
    ...fields
  } = values;
  const plan =
    mode === 'create' && instalments !== '' && isInstalmentPaymentType(values.payment_type)
      ? { instalments: Number(instalments), ...(firstDue === '' ? {} : { first_due_date: firstDue }) }
      : {};
  return {
    ...fields,
    ...plan,
    price: values.price === '' ? '' : Number(values.price),
    product_type: values.product_type === '' ? null : values.product_type,
    product_id: values.product_id === '' ? null : values.product_id,
  };
};

/** An end date this form worked out from the chosen product's validity, while the user has not changed it. */
interface DerivedEnd {
  days: number;
  end: string;
}

/**
 * Choosing what was sold fills in its lessons and price (and today as the start when none is set) and, when it
 * says how many days it is valid for, the end: start + days - 1. A later start moves a derived end with it; an end
 * the user typed is theirs and stays. A product without a validity empties an end derived from the previous one
 * (it belonged to that product). The stored choice of an edited package changes nothing until the user picks
 * another. Answers the derived end's validity in days while the end shown is the derived one.
 */
function useProductTermsFill(): number | null {
  const { values, setFieldValue } = useFormikContext<PackageFormValues>();
  const { product_type: type, product_id: id, starttime, endtime } = values;
  const chosen = useRef(id);
  const derived = useRef<DerivedEnd | null>(null);
  const picked = type !== '' && id !== '' && id !== chosen.current;
  const terms = useProductTermsQuery(
    picked ? { type: type as ProductTermsArg['type'], id: Number(id) } : skipToken,
  ).currentData;
  // No product any more: nothing to derive from.
  useEffect(() => {
    if (id === '') derived.current = null;
  }, [id]);
  // A new start moves the derived end; an end typed by the user ends the derivation. (Before the pick below, so
  // that a pick made in the same render has the last word.)
  useEffect(() => {
    const current = derived.current;
    if (!current) return;
    if (endtime !== current.end) {
      derived.current = null;
      return;
    }
    if (!isWholeDate(starttime)) return;
    const end = derivedEnd(starttime, current.days);
    if (end === endtime) return;
    derived.current = { ...current, end };
    void setFieldValue('endtime', end);
  }, [starttime, endtime, setFieldValue]);
  useEffect(() => {
    if (!picked || !terms) return;
    chosen.current = id;
    if (terms.lessons !== null) void setFieldValue('lesson_count', terms.lessons);
    if (terms.price !== null) void setFieldValue('price', String(terms.price));
    // Today is the business's day (Istanbul), not the browser's: a package sold at 01:00 starts that day.
    const start = starttime === '' ? businessDay() : starttime;
    if (starttime === '') void setFieldValue('starttime', start);
    const previous = derived.current;
    if (terms.validity_days !== null) {
      // A start still being typed: the end follows once it is a whole date (the effect above).
      const end = isWholeDate(start) ? derivedEnd(start, terms.validity_days) : endtime;
      derived.current = { days: terms.validity_days, end };
      if (end !== endtime) void setFieldValue('endtime', end);
    } else {
      derived.current = null;
      if (previous && previous.end === endtime) void setFieldValue('endtime', '');
    }
  }, [picked, terms, id, starttime, endtime, setFieldValue]);
  return derived.current && derived.current.end === endtime ? derived.current.days : null;
}

function Fields({ stored, creating }: { stored?: string; creating: boolean }) {
  const { values, setFieldValue } = useFormikContext<PackageFormValues>();
  const { t } = useTranslation();
  // Another kind of product: the chosen item belonged to the other list.
  const kind = useRef(values.product_type);
  useEffect(() => {
    if (kind.current !== values.product_type) void setFieldValue('product_id', '');
    kind.current = values.product_type;
  }, [values.product_type, setFieldValue]);
  const validity = useProductTermsFill();
  return (
    <>
      {/* Optional: the spec's package is the fields below; naming what was sold links it. */}
      <SelectField name="product_type" options={PRODUCT_TYPES} allowClear />
      {values.product_type !== '' && (
        <OptionField
          key={values.product_type}
          name="product_id"
          preset={values.product_type === 'personal_training' ? 'ptTypes' : 'coursePackages'}
          required
        />
      )}
      <SelectField name="payment_type" options={paymentTypeChoices(stored)} required />
      <TextField name="invoice_number" />
      <NumberField name="lesson_count" required />
      <NumberField name="used_lessons" />
      <DateField name="starttime" required />
      <DateField
        name="endtime"
        required
        extra={validity !== null ? t('memberPackages.end_derived', { count: validity }) : undefined}
      />
      <NumberField name="price" required extra={t('memberPackages.price_currency')} />
      {creating && <SalePlanFields />}
    </>
  );
}

/**
 * Before a new package is saved: the member's running packages (read afresh, as the tab's list would show them
 * unfiltered) that its period overlaps are named in a confirmation; Cancel saves nothing. The server accepts
 * overlapping packages (the spec has no such rule): this is the desk's warning, not a lock.
 */
function useOverlapConfirmation(memberId: number) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const dispatch = useAppDispatch();
  const parent = useMemo(() => ({ member_id: memberId }), [memberId]);
  const listed = useAppSelector((state) =>
    entities.memberPackages.selectors.selectListRecords(state, parent),
  );
  return useCallback(
    async (values: PackageFormValues, mode: FormMode): Promise<boolean> => {
      if (mode !== 'create' || !isWholeDate(values.starttime) || !isWholeDate(values.endtime)) return true;
      const { search } = entities.memberPackages.thunks;
      const found = await dispatch(search({ parent, query: { criteria: {} } }));
      // Unread (no permission to list, a network error): what the tab last showed.
      const packages: readonly MemberPackageRecord[] = search.fulfilled.match(found)
        ? found.payload.data
        : listed;
      const overlaps = runningOverlaps(packages, values, businessDay());
      if (overlaps.length === 0) return true;
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('memberPackages.overlap.title'),
          content: t('memberPackages.overlap.message', {
            count: overlaps.length,
            packages: overlaps.map((pkg) => packageName(pkg, t)).join('; '),
          }),
          okText: t('memberPackages.overlap.save'),
          cancelText: t('memberPackages.overlap.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [dispatch, parent, listed, modal, t],
  );
}

/**
 * 'Take the first payment now': the payment the sale's values ask for is kept as the body is made, and recorded
 * once the package exists, like any other payment. Refused (the desk's connection, a void meanwhile), the package
 * stays sold and its edit form opens with the server's message: the payment can be taken from the list.
 */
function useFirstPayment(memberId: number) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const asked = useRef<{ amount: number; method: string } | null>(null);
  const bodyOf = useCallback((values: PackageFormValues, mode: FormMode) => {
    asked.current = mode === 'create' ? firstPaymentBody(values) : null;
    return toBody(values, mode);
  }, []);
  const afterSave = useCallback(
    async (record: MemberPackageRecord, mode: FormMode): Promise<boolean> => {
      const body = asked.current;
      asked.current = null;
      if (mode !== 'create' || !body) return true;
      const { create } = entities.packagePayments.thunks;
      const result = await dispatch(
        create({ parent: { member_id: memberId, member_package_id: record.id }, body }),
      );
      if (create.fulfilled.match(result)) {
        const payment = result.payload as PaymentRecord;
        toast.success(t('payments.screen.sale.first_taken', { receipt: leftToRight(payment.receipt_no) }));
        return true;
      }
      toast.error(
        t('payments.screen.sale.first_failed', {
          message: result.payload ?? t('generic.errors.unexpected_error'),
        }),
      );
      return false;
    },
    [dispatch, memberId, t, toast],
  );
  return { toBody: bodyOf, afterSave };
}

/** An edited package's plan, with what its payments settled. */
function EditedPlan({ pkg }: { pkg: MemberPackageRecord }) {
  return <InstalmentPlan state={useInstalments(pkg)} />;
}

export function PackageForm({ memberId, id }: { memberId: number; id?: number }) {
  const { t } = useTranslation();
  const firstPayment = useFirstPayment(memberId);
  const current = useAppSelector(entities.memberPackages.selectors.selectCurrent);
  const stored = id !== undefined && current && current.id === id ? current.payment_type : undefined;
  const edited = id !== undefined && current && current.id === id ? current : undefined;
  const confirmSave = useOverlapConfirmation(memberId);
  return (
    <>
      <EntityForm<MemberPackageRecord, PackageFormValues>
        entity={entities.memberPackages}
        parent={{ member_id: memberId }}
        id={id}
        initialValues={newPackageValues()}
        fromRecord={fromRecord}
        toBody={firstPayment.toBody}
        afterSave={firstPayment.afterSave}
        confirmSave={confirmSave}
        leaveAfterUpdate
        title={t(id === undefined ? 'memberPackages.add_title' : 'memberPackages.edit_title')}
      >
        <Fields stored={stored} creating={id === undefined} />
      </EntityForm>
      {edited && <EditedPlan pkg={edited} />}
      {/* An edited package's freezes (written with 'Dondur' on the list), each not over yet can be ended early. */}
      {edited && <FreezeList pkg={edited} />}
    </>
  );
}
