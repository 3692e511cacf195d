// A payment's receipt (GET payments/{id}/_receipt, a PDF in the caller's language), opened in a new tab as the
// diet list's PDF is — saved when a pop-up is blocked. The member file and the cash book both offer it.
import { downloadFile, type DownloadResult } from './download';

export function openReceipt(payment: { id: number; receipt_no?: string | null }): Promise<DownloadResult> {
  return downloadFile({
    method: 'GET',
    url: `payments/${payment.id}/_receipt`,
    success: 200,
    fallbackName: `${payment.receipt_no || `receipt-${payment.id}`}.pdf`,
    open: true,
  });
}
