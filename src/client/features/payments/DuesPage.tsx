// /dues?until=&branch_id= (PAYMENTS_SEARCH): what is due by a day (today unless chosen) — every unpaid instalment,
// or a package's balance when it has no plan — oldest first, with how many days it is late (red), the member's
// file a click away, 'Hatırlat' and 'Tahsilat al'; CSV of every page. The filters live in the address, so the
// dashboard's card and the way back from a payment open it as it was.
import './translations';
import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Table, Tag } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { businessDay, isIsoDay } from '../../../shared/businessDay';
import { chooseErrorMessage } from '../../api/http';
import { useCan } from '../../components/Can';
import { downloadCsv, toCsv } from '../../components/csv';
import { ForbiddenCard } from '../../components/EntityList';
import { wireToDisplayDate } from '../../components/fields';
import { ListPagination } from '../../components/ListPagination';
import { MoneyText } from '../../components/MoneyText';
import { OptionSelect } from '../../components/OptionSelect';
import { OPTION_PRESETS, type OptionSource } from '../../components/optionPresets';
import { useToast } from '../../lib/useToast';
import { usePageTitle } from '../../shell/usePageTitle';
import { DayInput } from '../../components/DayInput';
import { DueActions } from './DueActions';
import type { DueRow } from './types';
import { fetchAllDues, useDues } from './useDues';

const branches: OptionSource = { ...OPTION_PRESETS.branches, special: undefined };
const PAGE_SIZE = 25;

function Late({ days }: { days: number }) {
  const { t } = useTranslation();
  if (days <= 0) return <Tag>{t('payments.screen.dues.today')}</Tag>;
  return <Tag color="red">{t('payments.screen.dues.days', { count: days })}</Tag>;
}

export default function DuesPage() {
  const { t } = useTranslation();
  usePageTitle('navigation.dues');
  const toast = useToast();
  const canSearch = useCan('PAYMENTS_SEARCH');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('until') ?? '';
  const until = isIsoDay(asked) ? asked : businessDay();
  const branchParam = Number(search.get('branch_id'));
  const branch = Number.isInteger(branchParam) && branchParam > 0 ? branchParam : undefined;
  const [page, setPage] = useState({ page: 0, count: PAGE_SIZE });
  const dues = useDues({ until, branch_id: branch, page: page.page + 1, per_page: page.count }, canSearch);
  const [exporting, setExporting] = useState(false);
  if (!canSearch) return <ForbiddenCard title={t('navigation.dues')} />;

  const filter = (name: 'until' | 'branch_id', value?: string | number | null) => {
    const next = new URLSearchParams(search);
    if (value === undefined || value === null || value === '') next.delete(name);
    else next.set(name, String(value));
    setSearch(next, { replace: true });
    setPage((current) => ({ ...current, page: 0 }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllDues({ until, branch_id: branch });
      if (rows.length === 0) return toast.error(t('components.list.export_empty'));
      const head = ['member', 'package', 'instalment_no', 'due_date', 'amount', 'days_overdue'].map((key) =>
        t(`payments.screen.dues.columns.${key}`),
      );
      downloadCsv(
        `dues-${until}.csv`,
        toCsv(
          head,
          rows.map((due) => [
            due.member_name,
            due.package_name,
            due.instalment_no ?? t('payments.screen.dues.whole'),
            wireToDisplayDate(due.due_date),
            due.amount,
            due.days_overdue,
          ]),
        ),
      );
    } catch (error) {
      toast.error(chooseErrorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const title = t('navigation.dues');
  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{title}</span>}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={dues.total === 0}
          onClick={() => void exportCsv()}
        >
          {t('components.actions.export_csv')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Form layout="inline" component="div" role="search" className="entity-list-search">
          <Form.Item label={t('payments.screen.dues.until')} htmlFor="dues-until">
            <DayInput
              id="dues-until"
              value={until}
              allowClear={false}
              onChange={(day) => filter('until', day)}
            />
          </Form.Item>
          <Form.Item label={t('payments.fields.branch_id')} htmlFor="dues-branch">
            <OptionSelect
              id="dues-branch"
              preset={branches}
              value={branch}
              allowClear
              onChange={(value) => filter('branch_id', value)}
              style={{ minWidth: 180 }}
            />
          </Form.Item>
        </Form>
        {dues.error ? (
          <Alert
            type="warning"
            showIcon
            title={t('payments.screen.dues.error_title')}
            description={dues.error}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={dues.reload}>
                {t('payments.screen.retry')}
              </Button>
            }
          />
        ) : (
          <div aria-busy={dues.loading}>
            <Table<DueRow>
              size="middle"
              rowKey={(due) => `${due.member_package_id}:${due.instalment_no ?? 0}`}
              loading={dues.loading}
              dataSource={dues.rows}
              pagination={false}
              scroll={{ x: true }}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('payments.screen.dues.empty', { day: wireToDisplayDate(until) })}
                  />
                ),
              }}
              columns={[
                {
                  key: 'member',
                  title: t('payments.screen.dues.columns.member'),
                  render: (_, due) => (
                    <Link to={`/member-edit/${due.member_id}/package-informations`}>{due.member_name}</Link>
                  ),
                },
                {
                  key: 'package',
                  title: t('payments.screen.dues.columns.package'),
                  render: (_, due) => due.package_name,
                },
                {
                  key: 'instalment_no',
                  title: t('payments.screen.dues.columns.instalment_no'),
                  render: (_, due) => due.instalment_no ?? t('payments.screen.dues.whole'),
                },
                {
                  key: 'due_date',
                  title: t('payments.screen.dues.columns.due_date'),
                  render: (_, due) => <bdi dir="ltr">{wireToDisplayDate(due.due_date)}</bdi>,
                },
                {
                  key: 'amount',
                  title: t('payments.screen.dues.columns.amount'),
                  align: 'end',
                  render: (_, due) => <MoneyText lira={due.amount} />,
                },
                {
                  key: 'days_overdue',
                  title: t('payments.screen.dues.columns.days_overdue'),
                  render: (_, due) => <Late days={due.days_overdue} />,
                },
                {
                  key: 'actions',
                  title: t('components.list.actions'),
                  align: 'end',
                  render: (_, due) => <DueActions due={due} />,
                },
              ]}
            />
          </div>
        )}
        <ListPagination
          page={page.page}
          count={page.count}
          total={dues.error ? 0 : dues.total}
          disabled={dues.loading}
          onChange={(next, count) => setPage({ page: next, count })}
        />
      </Flex>
    </Card>
  );
}
