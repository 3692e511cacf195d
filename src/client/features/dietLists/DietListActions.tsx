// A list's PDF and mail actions: 'Show PDF' opens `_show` in a new tab (DIET_LISTS_READ); 'Send to member'
// (DIET_LISTS_UPDATE, confirmed first) queues the PDF to the member's e-mail through `_send` and shows the
// success toast — and, when the server has no SMTP configured, that the mail is only queued.
import { Button, Popconfirm, Space } from 'antd';
import { FilePdfOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Can } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { DietList } from './types';

const lists = entities.dietLists;
const { show, send } = lists.operations;

export function DietListActions({
  list,
  compact,
}: {
  list: Pick<DietList, 'id' | 'title'>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const showing =
    useAppSelector((state) => lists.selectors.selectOperationStatus(state, 'show')) === 'running';
  const sending =
    useAppSelector((state) => lists.selectors.selectOperationStatus(state, 'send')) === 'running';

  const openPdf = async () => {
    const result = await dispatch(show({ id: list.id }));
    if (show.rejected.match(result)) toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };
  const mail = async () => {
    const result = await dispatch(send({ id: list.id }));
    if (send.fulfilled.match(result)) {
      const answer = result.payload as { queued_only?: boolean };
      const queued = answer.queued_only ? ` ${t('generic.mail.queued_only')}` : '';
      toast.success(`${t('generic.success_message')}${queued}`);
    } else toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };

  return (
    <Space size={compact ? 4 : 8}>
      <Can permission="DIET_LISTS_READ">
        <Button
          type={compact ? 'text' : 'default'}
          icon={<FilePdfOutlined />}
          loading={showing}
          onClick={() => void openPdf()}
          aria-label={`${t('dietLists.actions.show_pdf')}: ${list.title}`}
          title={t('dietLists.actions.show_pdf')}
        >
          {compact ? null : t('dietLists.actions.show_pdf')}
        </Button>
      </Can>
      <Can permission="DIET_LISTS_UPDATE">
        <Popconfirm
          title={t('dietLists.actions.send')}
          description={t('dietLists.actions.send_confirm')}
          okText={t('dietLists.actions.send')}
          cancelText={t('components.actions.cancel')}
          onConfirm={mail}
        >
          <Button
            type={compact ? 'text' : 'default'}
            icon={<MailOutlined />}
            loading={sending}
            aria-label={`${t('dietLists.actions.send')}: ${list.title}`}
            title={t('dietLists.actions.send')}
          >
            {compact ? null : t('dietLists.actions.send')}
          </Button>
        </Popconfirm>
      </Can>
    </Space>
  );
}
