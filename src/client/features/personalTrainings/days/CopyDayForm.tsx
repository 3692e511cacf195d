// 'Gün Kopyala' (spec part 2 §2, §4): a select of the program's other days (showing day_num, valued by the
// day id) and 'Kopyala', disabled while the copy runs. PUT personalTrainingsDayCopy/{day} copies every move
// of the chosen day into this one; afterwards the screen goes back one step and the day's moves are read
// again with the list's current search, page and sort.
import { useState } from 'react';
import { Alert, Button, Flex, Form, Select } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { permissionOf } from '../../../../shared/resourceDef';
import { Can } from '../../../components/Can';
import { useEntityDispatch } from '../../../components/entityBinding';
import { useToast } from '../../../lib/useToast';
import { entities } from '../../../store/entities';
import { useOptionsQuery } from '../../../store/lookupsApi';
import { useAppSelector } from '../../../store/hooks';

export interface CopyDayFormProps {
  ptId: number;
  dayId: number;
}

export function CopyDayForm({ ptId, dayId }: CopyDayFormProps) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const days = entities.personalTrainingsDay;
  // Spec: copy_day defaults to 0 (nothing chosen).
  const [copyDayId, setCopyDayId] = useState(0);
  const busy = useAppSelector(
    (root: unknown) => days.selectors.selectOperationStatus(root, 'copy') === 'running',
  );
  const error = useAppSelector((root: unknown) => days.selectors.selectErrors(root).copy ?? null);
  const { data: options = [], isFetching } = useOptionsQuery(
    {
      path: 'personalTrainingsDay',
      params: { pt_id: ptId, start: 0, count: 1000, sort: 'day_num', sort_by: 'ASC' },
      name: '',
      label: 'field:day_num',
    },
    { refetchOnMountOrArgChange: true },
  );
  const choices = options.filter((o) => Number(o.value) !== dayId);

  const copy = async () => {
    const result = await dispatch(
      days.operations.copy({ id: dayId, body: { pt_id: ptId, day_id: dayId, copy_day_id: copyDayId } }),
    );
    if (result.meta.requestStatus !== 'fulfilled') return;
    toast.success(t('generic.success_message'));
    setCopyDayId(0);
    navigate(-1);
    void dispatch(
      entities.personalTrainingsDayMoves.thunks.search({ parent: { pt_id: ptId, pt_day_id: dayId } }),
    );
  };

  return (
    <Can permission={permissionOf(days.def, 'update')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && copyDayId > 0) void copy();
        }}
        style={{ marginBottom: 16 }}
      >
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            closable={{ onClose: () => dispatch(days.actions.clearError('copy')) }}
            style={{ marginBottom: 12 }}
          />
        )}
        <Flex gap="small" align="end" wrap>
          <Form.Item
            label={t('personalTrainings.copy.title')}
            htmlFor="copy_day_id"
            style={{ marginBottom: 0 }}
          >
            <Select<number>
              id="copy_day_id"
              style={{ minWidth: 200 }}
              value={copyDayId === 0 ? undefined : copyDayId}
              placeholder={t('personalTrainings.copy.placeholder')}
              loading={isFetching}
              disabled={busy}
              options={choices.map((o) => ({ value: Number(o.value), label: o.label }))}
              onChange={(value) => setCopyDayId(value ?? 0)}
              notFoundContent={t('generic.no_data')}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<CopyOutlined />}
            loading={busy}
            disabled={busy || copyDayId === 0}
          >
            {t('personalTrainings.copy.submit')}
          </Button>
        </Flex>
      </form>
    </Can>
  );
}
