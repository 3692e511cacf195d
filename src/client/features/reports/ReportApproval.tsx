// A saved report's approval state beside its form: who wrote it, pending or approved (by whom, when), and the
// approve button — shown only with REPORTS_APPROVE, which the server demands as well (403 otherwise), and never
// to the report's author.
import './translations';
import dayjs from 'dayjs';
import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Can } from '../../components/Can';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/sessionSelectors';
import type { Report } from './types';

const reports = entities.reports;
const approve = reports.operations.approve;

export function ReportApproval({ report }: { report: Report }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const running =
    useAppSelector((state) => reports.selectors.selectOperationStatus(state, 'approve')) === 'running';

  const onApprove = async () => {
    const result = await dispatch(approve({ id: report.id }));
    if (approve.fulfilled.match(result)) toast.success(t('reports.approval.approved'));
    else toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };

  const approved = report.status === 'approved';
  // Four eyes: the server refuses the author's own approval; the button is not offered to them.
  const ownReport = useAppSelector(selectUser)?.id === report.author_id;
  return (
    <Flex vertical gap="small" style={{ marginBottom: 16 }}>
      {report.author_name && (
        <Typography.Text type="secondary">
          {t('reports.approval.author', { name: report.author_name })}
        </Typography.Text>
      )}
      {approved ? (
        <Alert
          type="success"
          showIcon
          title={t('reports.approval.approved_by', {
            name: report.approver_name || '—',
            date: report.approved_at ? dayjs(report.approved_at).format('DD/MM/YYYY HH:mm') : '—',
          })}
          description={t('reports.approval.edit_resets')}
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t('reports.approval.pending')}
          description={ownReport ? t('reports.approval.own') : undefined}
          action={
            !ownReport && (
              <Can permission="REPORTS_APPROVE">
                <Popconfirm
                  title={t('reports.approval.approve_confirm')}
                  okText={t('reports.approval.approve')}
                  cancelText={t('components.actions.cancel')}
                  onConfirm={onApprove}
                >
                  <Button type="primary" icon={<CheckOutlined />} loading={running}>
                    {t('reports.approval.approve')}
                  </Button>
                </Popconfirm>
              </Can>
            )
          }
        />
      )}
    </Flex>
  );
}
