// A payment's receipt: the PDF opened in a new tab (PAYMENTS_READ, the cash book row's `_receipt`, as the diet
// list's PDF) and, with `mail`, sent to the member through the outbox after a confirmation (`_send`). Shown by the
// member file's payments and the cash book; its mail labels come with their screens (screens/payments.json).
import { Button, Popconfirm } from 'antd';
import { FilePdfOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useToast } from '../lib/useToast';
import { entities } from '../store/entities';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { Can } from './Can';

const payments = entities.payments;
const { receipt, send } = payments.operations;

export function ReceiptButton({
  payment,
  mail,
}: {
  payment: { id: number; receipt_no: string };
  mail?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const opening =
    useAppSelector((state) => payments.selectors.selectOperationStatus(state, 'receipt')) === 'running';
  const sending =
    useAppSelector((state) => payments.selectors.selectOperationStatus(state, 'send')) === 'running';
  const label = t('payments.receipt.title');

  const open = async () => {
    const result = await dispatch(receipt({ id: payment.id }));
    if (receipt.rejected.match(result)) toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };
  const mailIt = async () => {
    const result = await dispatch(send({ id: payment.id }));
    if (send.fulfilled.match(result)) {
      const queued = (result.payload as { queued_only?: boolean } | null)?.queued_only;
      toast.success(
        `${t('payments.screen.receipt.sent')}${queued ? ` ${t('generic.mail.queued_only')}` : ''}`,
      );
    } else toast.error(result.payload ?? t('generic.errors.unexpected_error'));
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
      {mail && (
        <Popconfirm
          title={t('payments.screen.receipt.send')}
          description={t('payments.screen.receipt.send_confirm')}
          okText={t('memberPackages.remind.send')}
          cancelText={t('components.actions.cancel')}
          onConfirm={mailIt}
        >
          <Button
            type="text"
            icon={<MailOutlined />}
            loading={sending}
            aria-label={`${t('payments.screen.receipt.send')}: ${payment.receipt_no}`}
            title={t('payments.screen.receipt.send')}
          />
        </Popconfirm>
      )}
    </Can>
  );
}
