// An amount the API answers in lira (at most two decimals) as the language writes money: tr '₺4.800,00',
// en '₺4,800.00', ar '4,800.00 ₺'. Converted to whole kuruş first, so it is printed by the one money formatter
// the server's messages and receipts use. `bdi` keeps the figure and its sign together in right-to-left pages.
import { useTranslation } from 'react-i18next';
import { formatMoney, toKurus } from '../../shared/money/amount';

/** Whole kuruş of a lira amount; a negative or odd value (never answered) is rounded rather than dropped. */
export const kurusOf = (lira: number): number => toKurus(lira) ?? Math.round(lira * 100);

/** `lira` as `lang` writes money ('' for nothing). */
export function moneyText(lira: number | null | undefined, lang: string): string {
  return lira === null || lira === undefined || !Number.isFinite(lira)
    ? ''
    : formatMoney(kurusOf(lira), lang);
}

export function MoneyText({ lira }: { lira: number | null | undefined }) {
  const { i18n } = useTranslation();
  const text = moneyText(lira, i18n.language);
  return text === '' ? null : <bdi>{text}</bdi>;
}
