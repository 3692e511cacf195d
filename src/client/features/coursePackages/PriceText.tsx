// A price in Turkish lira as typed (spec: numeric fields are text), with the lira sign.
import './translations';
import { LtrText } from '../../components/EntityList';

export function PriceText({ value }: { value: string | null | undefined }) {
  return value === null || value === undefined || value === '' ? null : <LtrText>{`₺${value}`}</LtrText>;
}
