// A meal's or a day's figures; a day's energy is also shown against the member's daily target (within 10 %
// counts as on target), so the nutritionist sees at once which days are short or over.
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { targetState, type DayTotals } from '../../../shared/dietTotals';
import type { Nutrients } from '../../../shared/nutrition';

const STATE_COLOR = { under: 'gold', on: 'green', over: 'red', none: 'default' } as const;

export function NutrientLine({ n, strong }: { n: Nutrients; strong?: boolean }) {
  const { t } = useTranslation();
  // Each figure keeps its own left-to-right order ('11.7 g') inside a right-to-left page.
  const parts: [string, string][] = [
    ['', `${Math.round(n.energy_kcal)} kcal`],
    [t('dietlists.pdf.protein'), `${n.protein_g} g`],
    [t('dietlists.pdf.carbohydrate'), `${n.carbohydrate_g} g`],
    [t('dietlists.pdf.fat'), `${n.fat_g} g`],
  ];
  return (
    <Typography.Text strong={strong} data-testid="nutrients">
      {parts.map(([label, value], i) => (
        <span key={label || 'kcal'}>
          {i > 0 && ' · '}
          {label && `${label} `}
          <bdi dir="ltr">{value}</bdi>
        </span>
      ))}
    </Typography.Text>
  );
}

export function DayTotal({ day, target }: { day: DayTotals; target: number }) {
  const { t } = useTranslation();
  const state = targetState(day.ofTarget);
  return (
    <Space wrap data-testid={`day-total-${day.day}`}>
      <Typography.Text strong>{t('dietlists.editor.day_total')}:</Typography.Text>
      <NutrientLine n={day.total} strong />
      {day.ofTarget === null ? (
        <Tag>{t('dietlists.editor.no_target')}</Tag>
      ) : (
        <Tag color={STATE_COLOR[state]}>
          {t('dietlists.editor.of_target', { percent: Math.round(day.ofTarget * 100) })} ·{' '}
          {t('dietlists.editor.target', { kcal: target })} · {t(`dietlists.editor.state.${state}`)}
        </Tag>
      )}
    </Space>
  );
}
