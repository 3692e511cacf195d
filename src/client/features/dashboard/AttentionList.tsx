// The dashboard's "needs attention" list: a tab per kind with its count (only the kinds the user's
// permissions answer), each item the member, the reason with its figures and a link to where it is resolved.
import { useState } from 'react';
import { Alert, Card, Empty, List, Radio, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ATTENTION_KINDS,
  type AttentionAnswer,
  type AttentionItem,
  type AttentionKind,
} from '../../../shared/attention';
import { formatMoney, toKurus } from '../../../shared/money/amount';
import { ENDING_SOON_DAYS } from '../../../shared/schemas/memberPackages';
import { useAttention } from './useAttention';

const dmy = (iso: unknown) =>
  typeof iso === 'string' && iso ? iso.slice(0, 10).split('-').reverse().join('/') : '';

function Reason({ item }: { item: AttentionItem }) {
  const { t, i18n } = useTranslation();
  const f = item.figures;
  const values = {
    ...f,
    endtime: dmy(f.endtime),
    last_visit: dmy(f.last_visit),
    since: dmy(f.since),
    start_date: dmy(f.start_date),
    failed_at: dmy(f.failed_at),
    due_date: dmy(f.due_date),
    // A failed reminder's run day.
    day: dmy(f.day),
    // An overdue package's amount, as the language writes money.
    amount: typeof f.amount === 'number' ? formatMoney(toKurus(f.amount) ?? 0, i18n.language) : f.amount,
  };
  const key =
    item.kind === 'no_visit' && f.last_visit === null
      ? 'no_visit_never'
      : // "0 days left" reads as a mistake: a package ending today says so.
        item.kind === 'package_ending' && Number(f.days) === 0
        ? 'package_ending_today'
        : item.kind;
  return <>{t(`dashboard.attention.reasons.${key}`, values)}</>;
}

export function AttentionView({ answer }: { answer: AttentionAnswer }) {
  const { t } = useTranslation();
  const kinds = ATTENTION_KINDS.filter((kind) => answer.counts[kind] !== undefined);
  const [chosen, setChosen] = useState<AttentionKind | undefined>();
  if (kinds.length === 0) return null;
  const kind =
    chosen && kinds.includes(chosen) ? chosen : (kinds.find((k) => (answer.counts[k] ?? 0) > 0) ?? kinds[0]!);
  const items = answer.items.filter((item) => item.kind === kind);
  const count = answer.counts[kind] ?? 0;
  return (
    <Card title={<h2 className="entity-card-title">{t('dashboard.attention.title')}</h2>} size="small">
      {/* Radio buttons, not tabs: they wrap on a narrow screen, and each names its kind and count. */}
      <Radio.Group
        value={kind}
        onChange={(e) => setChosen(e.target.value as AttentionKind)}
        optionType="button"
        size="small"
        aria-label={t('dashboard.attention.title')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 12 }}
        options={kinds.map((k) => ({
          value: k,
          // The ending packages' tab names its window, the dashboard card's (ENDING_SOON_DAYS).
          label: `${t(`dashboard.attention.kinds.${k}`, { days: ENDING_SOON_DAYS })} (${answer.counts[k] ?? 0})`,
        }))}
      />
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.attention.none')} />
      ) : (
        <List
          size="small"
          dataSource={items}
          pagination={{ pageSize: 5, size: 'small', hideOnSinglePage: true }}
          footer={
            count > items.length ? (
              <Typography.Text type="secondary">
                {t('dashboard.attention.more', { shown: items.length, count })}
              </Typography.Text>
            ) : undefined
          }
          renderItem={(item) => (
            <List.Item
              actions={[
                <Link key="open" to={item.link}>
                  {t('dashboard.attention.open')}
                </Link>,
              ]}
            >
              <List.Item.Meta title={item.member?.name ?? '—'} description={<Reason item={item} />} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

export function AttentionList() {
  const { answer, error } = useAttention();
  if (error) return <Alert type="error" showIcon title={error} />;
  if (!answer) return <Skeleton active paragraph={{ rows: 3 }} />;
  return <AttentionView answer={answer} />;
}
