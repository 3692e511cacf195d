// A price in Turkish lira as the language writes it (tr '₺2.400,00', en '₺2,400.00', ar '2,400.00 ₺'), from a
// number or a number kept as text; other text (a price typed freely) shows as typed. `bdi` keeps the figure and
// its sign together inside right-to-left pages, in the order Intl's own direction marks give.
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../lib/localeNumber';

export function PriceText({ value }: { value: number | string | null | undefined }) {
  const { i18n } = useTranslation();
  const text = formatPrice(value, i18n.language);
  return text === '' ? null : <bdi>{text}</bdi>;
}
