// The detailed report (GET members/{id}/measurements/_details_report): a field's histogram, for the member over
// time or across the members the caller reaches, with the member's latest value marked.
import './translations';
import { useState } from 'react';
import { Alert, Card, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Schema } from 'yup';
import { MEASUREMENT_FIELDS } from '../../../shared/bodyMetrics';
import { detailsReportQuerySchema } from '../../../shared/schemas/memberProgress';
import { NOT_A_NUMBER, NumberInput } from '../../components/NumberInput';
import { formatNumber } from '../../lib/localeNumber';
import { entities } from '../../store/entities';
import { BarsChart } from './charts/lazyCharts';
import type { MeasurementDetailsReport } from './types';
import { useOperation } from './useOperation';

// Marked left-to-right (LRM on both sides): in Arabic the range still reads low–high.
const binLabel = (from: number, to: number, lang: string) =>
  `\u200E${formatNumber(from, lang, { maximumFractionDigits: 1 })}–${formatNumber(to, lang, { maximumFractionDigits: 1 })}\u200E`;
const binsSchema = detailsReportQuerySchema.fields.bins as Schema<number>;

export default function DetailsReport({ memberId, version }: { memberId: number; version: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const figure = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatNumber(value, lang);
  const [field, setField] = useState<string>('weight');
  const [bins, setBins] = useState(10);
  // A bin count that is not a whole number from 1 to 50 is refused (the report keeps the last good one).
  const [binsError, setBinsError] = useState<string | null>(null);
  const [scope, setScope] = useState<'member' | 'members'>('member');
  const { answer, error } = useOperation<MeasurementDetailsReport>(
    entities.measurements,
    'detailsReport',
    memberId,
    { field, bins, scope },
    version,
  );
  const data = (answer?.bins ?? []).map((b) => ({ label: binLabel(b.from, b.to, lang), value: b.count }));
  const own = answer?.member_value;
  const markedBin =
    own !== null && own !== undefined && answer
      ? answer.bins.findIndex((b, i) => own >= b.from && (own < b.to || i === answer.bins.length - 1))
      : -1;
  return (
    <Card size="small" title={t('measurements.report.title')} data-testid="details-report">
      <Flex gap="middle" wrap style={{ marginBottom: 12 }}>
        <label>
          {t('measurements.report.field')}{' '}
          <Select
            aria-label={t('measurements.report.field')}
            value={field}
            onChange={setField}
            style={{ minWidth: 160 }}
            options={MEASUREMENT_FIELDS.map((f) => ({ value: f, label: t(`measurements.fields.${f}`) }))}
          />
        </label>
        <label>
          {t('measurements.report.bins')}{' '}
          <NumberInput
            aria-label={t('measurements.report.bins')}
            value={bins}
            status={binsError ? 'error' : undefined}
            title={binsError ? t(binsError) : undefined}
            style={{ width: 80 }}
            onChange={(v) => {
              const ok = v !== null && binsSchema.isValidSync(v);
              setBinsError(
                ok || v === null ? null : Number.isNaN(v) ? NOT_A_NUMBER : 'generic.fields.invalid',
              );
              if (ok) setBins(v);
            }}
          />
        </label>
        <Select
          aria-label={t('measurements.report.scope')}
          value={scope}
          onChange={setScope}
          options={(['member', 'members'] as const).map((s) => ({
            value: s,
            label: t(`measurements.report.scopes.${s}`),
          }))}
        />
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
      {answer && (
        <>
          <Typography.Paragraph type="secondary">
            {t('measurements.report.summary', {
              total: answer.total,
              min: figure(answer.min),
              max: figure(answer.max),
              mean: figure(answer.mean),
            })}
          </Typography.Paragraph>
          <BarsChart
            label={t('measurements.report.chart')}
            data={data}
            valueLabel={t('measurements.report.count')}
            marked={
              markedBin >= 0
                ? {
                    label: data[markedBin]!.label,
                    text: t('measurements.report.member_value', { value: figure(own) }),
                  }
                : null
            }
          />
        </>
      )}
    </Card>
  );
}
