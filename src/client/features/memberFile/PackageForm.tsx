// A member's package, added or edited inside the packages tab: payment type (legacy keys only on records that
// carry them), invoice, lessons, the period (typed dd/MM/yyyy, sent yyyy-MM-dd; the end not before the start),
// the price in Turkish lira and, optionally, what was sold — a course package or a personal-training type; an
// edited package's freezes are listed below the form.
import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import dayjs from 'dayjs';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES } from '../../../shared/schemas/memberPackages';
import type { MemberPackageRecord } from '../../../shared/records';
import { EntityForm } from '../../components/EntityForm';
import { DateField, NumberField, OptionField, SelectField, TextField } from '../../components/fields';
import { entities } from '../../store/entities';
import { useProductTermsQuery, type ProductTermsArg } from '../../store/lookupsApi';
import { useAppSelector } from '../../store/hooks';
import { FreezeList } from './PackageFreezes';
import { paymentTypeChoices } from './paymentTypes';

export interface PackageFormValues {
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
});

/** A cleared product goes as null (an edit drops '', which would keep the stored product: issue 39). */
const toBody = (values: PackageFormValues) => ({
  ...values,
  price: values.price === '' ? '' : Number(values.price),
  product_type: values.product_type === '' ? null : values.product_type,
  product_id: values.product_id === '' ? null : values.product_id,
});

/**
 * Choosing what was sold fills in its lessons and price (and today as the start when none is set); the stored
 * choice of an edited package changes nothing until the user picks another.
 */
function useProductTermsFill() {
  const { values, setFieldValue } = useFormikContext<PackageFormValues>();
  const { product_type: type, product_id: id } = values;
  const chosen = useRef(id);
  const picked = type !== '' && id !== '' && id !== chosen.current;
  const terms = useProductTermsQuery(
    picked ? { type: type as ProductTermsArg['type'], id: Number(id) } : skipToken,
  ).currentData;
  useEffect(() => {
    if (!picked || !terms) return;
    chosen.current = id;
    if (terms.lessons !== null) void setFieldValue('lesson_count', terms.lessons);
    if (terms.price !== null) void setFieldValue('price', String(terms.price));
    if (values.starttime === '') void setFieldValue('starttime', dayjs().format('YYYY-MM-DD'));
  }, [picked, terms, id, values.starttime, setFieldValue]);
}

function Fields({ stored }: { stored?: string }) {
  const { values, setFieldValue } = useFormikContext<PackageFormValues>();
  const { t } = useTranslation();
  // Another kind of product: the chosen item belonged to the other list.
  const kind = useRef(values.product_type);
  useEffect(() => {
    if (kind.current !== values.product_type) void setFieldValue('product_id', '');
    kind.current = values.product_type;
  }, [values.product_type, setFieldValue]);
  useProductTermsFill();
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
      <DateField name="endtime" required />
      <NumberField name="price" required extra={t('memberPackages.price_currency')} />
    </>
  );
}

export function PackageForm({ memberId, id }: { memberId: number; id?: number }) {
  const { t } = useTranslation();
  const current = useAppSelector(entities.memberPackages.selectors.selectCurrent);
  const stored = id !== undefined && current && current.id === id ? current.payment_type : undefined;
  const edited = id !== undefined && current && current.id === id ? current : undefined;
  return (
    <>
      <EntityForm<MemberPackageRecord, PackageFormValues>
        entity={entities.memberPackages}
        parent={{ member_id: memberId }}
        id={id}
        initialValues={newPackageValues()}
        fromRecord={fromRecord}
        toBody={toBody}
        leaveAfterUpdate
        title={t(id === undefined ? 'memberPackages.add_title' : 'memberPackages.edit_title')}
      >
        <Fields stored={stored} />
      </EntityForm>
      {/* An edited package's freezes (written with 'Dondur' on the list), each not over yet can be ended early. */}
      {edited && <FreezeList pkg={edited} />}
    </>
  );
}
