// The measurements tab's dashboard (GET members/{id}/measurements/_dashboard): the latest values with their
// change since the first and the previous measurement, the BMI category, and the progress charts.
import './translations';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MeasurementField } from '../../../shared/bodyMetrics';
import { formatNumber } from '../../lib/localeNumber';
import { TrendChart } from './charts/lazyCharts';
import { BmiCategoryTag } from './MeasurementForm';
import type { MeasurementDashboard as Dashboard } from './types';

/** One chart per figure: weights, percentages and centimetres do not share an axis. */
const CHARTS = ['weight', 'body_fat', 'waist'] as const;
const SHOWN: readonly MeasurementField[] = ['weight', 'bmi', 'body_fat', 'waist', 'hip', 'waist_hip_ratio'];

function Change({ value, label, lang }: { value: number | undefined; label: string; lang: string }) {
  if (value === undefined) return null;
  const sign = value > 0 ? '+' : '';
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {label}: <bdi>{`${sign}${formatNumber(value, lang)}`}</bdi>
    </Typography.Text>
  );
}

export function MeasurementDashboard({ dashboard }: { dashboard: Dashboard | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!dashboard) return null;
  const latest = dashboard.latest as unknown as Record<string, number | null> | null;
  if (!latest) return <Empty description={t('measurements.dashboard.empty')} />;
  return (
    <Card size="small" title={t('measurements.dashboard.title')} data-testid="measurement-dashboard">
      <Row gutter={[16, 16]}>
        {SHOWN.map((field) => (
          <Col xs={12} sm={8} md={4} key={field}>
            <Statistic
              title={t(`measurements.fields.${field}`)}
              // Text, as the language writes the figure (antd would write 70.5 in Turkish too).
              value={
                latest[field] === null || latest[field] === undefined
                  ? '—'
                  : formatNumber(latest[field], lang)
              }
              valueStyle={{ fontSize: 20 }}
              data-field={field}
            />
            <Change
              value={dashboard.change_since_first[field]}
              label={t('measurements.dashboard.since_first')}
              lang={lang}
            />
            <Change
              value={dashboard.change_since_previous[field]}
              label={t('measurements.dashboard.since_previous')}
              lang={lang}
            />
          </Col>
        ))}
        <Col xs={24}>
          {t('measurements.fields.bmi_category')}: <BmiCategoryTag category={dashboard.bmi_category} />{' '}
          <Typography.Text type="secondary">
            {t('measurements.dashboard.count', { count: dashboard.count })}
          </Typography.Text>
        </Col>
        {CHARTS.map((field) => (
          <Col xs={24} lg={8} key={field}>
            <TrendChart
              label={t(`measurements.charts.${field}`)}
              data={dashboard.series}
              xKey="date"
              lines={[{ key: field, label: t(`measurements.fields.${field}`) }]}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
