// Approving the sports or the diet program (spec part 2 §4): a PUT of the training setting
// sports_program_status or diet_status to 1. Shown only with PERSONAL_TRAININGS_APPROVE (the server refuses
// the change without it too) and _UPDATE (the PUT's own permission), while the program waits for approval.
import { Button, Flex } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/Can';
import { useEntityDispatch } from '../../components/entityBinding';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { ApprovalTag } from './StatusLabels';

export type ApprovalField = 'sports_program_status' | 'diet_status';

export function ApproveButton({ ptId, field }: { ptId: number; field: ApprovalField }) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const toast = useToast();
  const slice = entities.personalTrainings;
  const training = useSelector((root: unknown) => slice.selectors.selectById(root, ptId));
  const busy = useSelector((root: unknown) => slice.selectors.selectStatus(root) === 'updating');
  const mayApprove = useCan('PERSONAL_TRAININGS_APPROVE');
  const mayUpdate = useCan('PERSONAL_TRAININGS_UPDATE');
  const canApprove = mayApprove && mayUpdate;
  if (!training) return null;
  const approved = Number(training[field]) === 1;

  const approve = async () => {
    const result = await dispatch(slice.thunks.update({ id: ptId, body: { [field]: 1 } }));
    if (slice.thunks.update.fulfilled.match(result)) toast.success(t('generic.success_message'));
    else toast.error(String(result.payload ?? t('generic.errors.unexpected_error')));
  };

  return (
    <Flex gap="small" align="center" wrap>
      <ApprovalTag approved={approved} />
      {!approved && canApprove && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={busy}
          disabled={busy}
          onClick={() => void approve()}
        >
          {t(`personalTrainings.approve.${field}`)}
        </Button>
      )}
    </Flex>
  );
}
