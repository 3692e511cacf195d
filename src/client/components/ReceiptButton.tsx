// A payment's receipt (PAYMENTS_READ): the PDF opened in a new tab; a refusal shows the server's message.
import { useState } from 'react';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chooseErrorMessage } from '../api/http';
import { openReceipt } from '../api/receipt';
import { useToast } from '../lib/useToast';
import { Can } from './Can';

export function ReceiptButton({ payment }: { payment: { id: number; receipt_no: string } }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const label = t('payments.receipt.title');
  const open = async () => {
    setOpening(true);
    try {
      await openReceipt(payment);
    } catch (error) {
      toast.error(chooseErrorMessage(error));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Can permission="PAYMENTS_READ">
      <Button
        type="text"
        icon={<FilePdfOutlined />}
        loading={opening}
        aria-label={`${label}: ${payment.receipt_no}`}
        title={label}
        onClick={() => void open()}
      />
    </Can>
  );
}
