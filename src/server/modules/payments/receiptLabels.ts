// A receipt's labels in its language (i18n `payments.receipt.*`, Turkish where one is missing): what the caller adds
// to a receipt's input on the main thread, which thus never loads the PDF libraries (pdfkit, fontkit) that only the
// PDF worker needs.
import { lookup, type Language } from '../../../../i18n';

export const RECEIPT_METHODS = ['cash', 'credit_card', 'money_transfer', 'barter'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** The receipt's labels in its language (i18n `payments.receipt.*`). */
export interface ReceiptLabels {
  title: string;
  number: string;
  date: string;
  member: string;
  package: string;
  amount: string;
  in_words: string;
  method: string;
  received_by: string;
  signature: string;
  stamp: string;
  voided_at: string;
  void_reason: string;
  methods: Record<ReceiptMethod, string>;
}

const LABEL_KEYS = [
  'title',
  'number',
  'date',
  'member',
  'package',
  'amount',
  'in_words',
  'method',
  'received_by',
  'signature',
  'stamp',
  'voided_at',
  'void_reason',
] as const;

/** The labels of `lang` from i18n (Turkish where one is missing): what the caller adds to a receipt's input. */
export function receiptLabels(lang: Language): ReceiptLabels {
  const t = (key: string) => lookup(lang, key) ?? lookup('tr', key) ?? key;
  const labels = Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`payments.receipt.${key}`)]));
  const methods = Object.fromEntries(
    RECEIPT_METHODS.map((method) => [method, t(`payments.receipt.methods.${method}`)]),
  );
  return { ...labels, methods } as ReceiptLabels;
}
