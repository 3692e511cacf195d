// A meal's or a day's figures; a day's energy is also shown against the member's daily target (within 10 %
// counts as on target), so the nutritionist sees at once which days are short or over.
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { targetState, type DayTotals } from '../../../shared/dietTotals';
import type { Nutrients } from '../../../shared/nutrition';
import { possessiveSuffix } from '../../../shared/turkishSuffix';
import { formatNumber } from '../../lib/localeNumber';

const STATE_COLOR = { under: 'gold', on: 'green', over: 'red', none: 'default' } as const;

export function NutrientLine({ n, strong }: { n: Nutrients; strong?: boolean }) {
  const { t, i18n } = useTranslation();
  const grams = (value: number) => `${formatNumber(value, i18n.language)} g`;
  // Each figure keeps its own left-to-right order ('11,7 g') inside a right-to-left page.
  const parts: [string, string][] = [
    ['', `${Math.round(n.energy_kcal)} kcal`],
    [t('dietLists.pdf.protein'), grams(n.protein_g)],
    [t('dietLists.pdf.carbohydrate'), grams(n.carbohydrate_g)],
    [t('dietLists.pdf.fat'), grams(n.fat_g)],
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

/** "Hedefin %26'sı": the Turkish text's suffix follows the number (the other languages take none). */
const ofTarget = (share: number) => {
  const percent = Math.round(share * 100);
  return { percent, suffix: possessiveSuffix(percent) };
};

export function DayTotal({ day, target }: { day: DayTotals; target: number }) {
  const { t } = useTranslation();
  const state = targetState(day.ofTarget);
  return (
    <Space wrap data-testid={`day-total-${day.day}`}>
      <Typography.Text strong>{t('dietLists.editor.day_total')}:</Typography.Text>
      <NutrientLine n={day.total} strong />
      {day.ofTarget === null ? (
        <Tag>{t('dietLists.editor.no_target')}</Tag>
      ) : (
        <Tag color={STATE_COLOR[state]}>
          {t('dietLists.editor.of_target', ofTarget(day.ofTarget))} ·{' '}
          {t('dietLists.editor.target', { kcal: target })} · {t(`dietLists.editor.state.${state}`)}
        </Tag>
      )}
    </Space>
  );
}
