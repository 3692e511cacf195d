// Approving the sports or the diet program (spec part 2 §4): a PUT of the training setting
// sports_program_status or diet_status to 1. Shown only with PERSONAL_TRAININGS_APPROVE (the server refuses
// the change without it too) and _UPDATE (the PUT's own permission), while the program waits for approval, never to
// the training's own coach (four eyes), and confirmed before it is sent.
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/Can';
import { useEntityDispatch } from '../../components/entityBinding';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { selectUser } from '../../store/sessionSelectors';
import { ApprovalTag } from './StatusLabels';
import { useAppSelector } from '../../store/hooks';

export type ApprovalField = 'sports_program_status' | 'diet_status';

export function ApproveButton({ ptId, field }: { ptId: number; field: ApprovalField }) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const toast = useToast();
  const slice = entities.personalTrainings;
  const training = useAppSelector((root: unknown) => slice.selectors.selectById(root, ptId));
  const busy = useAppSelector((root: unknown) => slice.selectors.selectStatus(root) === 'updating');
  const mayApprove = useCan('PERSONAL_TRAININGS_APPROVE');
  const mayUpdate = useCan('PERSONAL_TRAININGS_UPDATE');
  const me = useAppSelector(selectUser)?.id;
  if (!training) return null;
  // Four eyes: the training's coach wrote its programs; someone else approves them (the server refuses too).
  const ownProgram = me !== undefined && Number(training.coach_id) === me;
  const canApprove = mayApprove && mayUpdate && !ownProgram;
  const approved = Number(training[field]) === 1;

  const approve = async () => {
    const result = await dispatch(slice.thunks.update({ id: ptId, body: { [field]: 1 } }));
    if (slice.thunks.update.fulfilled.match(result)) toast.success(t('generic.success_message'));
    else toast.error(String(result.payload ?? t('generic.errors.unexpected_error')));
  };

  return (
    <Flex gap="small" align="center" wrap>
      <ApprovalTag approved={approved} />
      {!approved && ownProgram && mayApprove && (
        <Typography.Text type="secondary">{t('personalTrainings.approve.own')}</Typography.Text>
      )}
      {!approved && canApprove && (
        <Popconfirm
          title={t(`personalTrainings.approve.confirm_${field}`)}
          okText={t(`personalTrainings.approve.${field}`)}
          cancelText={t('components.actions.cancel')}
          onConfirm={approve}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={busy} disabled={busy}>
            {t(`personalTrainings.approve.${field}`)}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
