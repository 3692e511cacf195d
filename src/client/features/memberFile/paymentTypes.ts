// Payment types a package form offers: the current ones, plus a stored legacy key (nakit, tek…) only on the
// record that already carries it, so it stays shown with its label but is never chosen for a new package.
import { PAYMENT_TYPES, isLegacyPaymentType } from '../../../shared/schemas/memberPackages';

export function paymentTypeChoices(current?: string): string[] {
  return current && isLegacyPaymentType(current) ? [...PAYMENT_TYPES, current] : [...PAYMENT_TYPES];
}
