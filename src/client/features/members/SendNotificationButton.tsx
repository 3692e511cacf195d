// 'Send notification' in the member file (NOTIFICATIONS_CREATE): a title and a message sent to the member
// through `members/{id}/notifications/_send` (stored and mailed by the server); on success
// 'Bildirim başarılı bir şekilde gönderilmiştir'. A refusal keeps what was typed and names the fields.
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ValidationError } from 'yup';
import { sendNotificationSchema } from '../../../shared/schemas/notifications';
import { Can } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

const notifications = entities.memberNotifications;
const { send } = notifications.operations;

export function SendNotificationButton({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ title: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sending =
    useAppSelector((state) => notifications.selectors.selectOperationStatus(state, 'send')) === 'running';

  const submit = async () => {
    setFailure(null);
    try {
      await sendNotificationSchema.validate(values, { abortEarly: false });
      setErrors({});
    } catch (error) {
      const found: Record<string, string> = {};
      for (const e of (error as ValidationError).inner) found[e.path ?? ''] ??= String(e.message);
      setErrors(found);
      return;
    }
    const parent = { member_id: memberId };
    const result = await dispatch(send({ parent, body: values }));
    if (send.fulfilled.match(result)) {
      const queued = (result.payload as { queued_only?: boolean }).queued_only;
      toast.success(`${t('notifications.sent')}${queued ? ` ${t('generic.mail.queued_only')}` : ''}`);
      setOpen(false);
      setValues({ title: '', message: '' });
      void dispatch(notifications.thunks.search({ parent }));
    } else setFailure(result.payload ?? t('generic.errors.unexpected_error'));
  };

  const item = (name: 'title' | 'message') => ({
    label: t(`notifications.fields.${name}`),
    htmlFor: `notification-${name}`,
    required: true,
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name] ? t(errors[name]) : undefined,
  });

  return (
    <Can permission="NOTIFICATIONS_CREATE">
      <Button icon={<NotificationOutlined />} onClick={() => setOpen(true)}>
        {t('notifications.send.action')}
      </Button>
      <Modal
        open={open}
        title={t('notifications.send.action')}
        okText={t('notifications.send.submit')}
        cancelText={t('components.actions.cancel')}
        confirmLoading={sending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden={false}
      >
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Form layout="vertical" component="div">
          <Form.Item {...item('title')}>
            <Input
              id="notification-title"
              value={values.title}
              onChange={(e) => setValues({ ...values, title: e.target.value })}
            />
          </Form.Item>
          <Form.Item {...item('message')}>
            <Input.TextArea
              id="notification-message"
              rows={4}
              value={values.message}
              onChange={(e) => setValues({ ...values, message: e.target.value })}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Can>
  );
}
