// The columns every instalment table starts with — the part's number and its due day — for the sale's preview
// and the package's plan alike.
import type { TFunction } from 'i18next';
import type { ColumnsType } from 'antd/es/table/interface';
import { wireToDisplayDate } from '../../components/fields';

export function planPartColumns<T extends { no: number; due_date: string }>(t: TFunction): ColumnsType<T> {
  return [
    { key: 'no', title: t('payments.screen.plan.no'), dataIndex: 'no', width: 64 },
    {
      key: 'due_date',
      title: t('payments.screen.plan.due_date'),
      render: (_, part) => <bdi dir="ltr">{wireToDisplayDate(part.due_date)}</bdi>,
    },
  ];
}
