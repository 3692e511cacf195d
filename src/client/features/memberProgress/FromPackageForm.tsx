// Starts a program from a course package (POST members/{id}/training_programs/_from_package): the package's days
// and their moves are copied into a new program, which then opens for editing.
import './translations';
import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Flex, Form } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEntityDispatch } from '../../components/entityBinding';
import { OptionSelect, type OptionSelectValue } from '../../components/OptionSelect';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import type { TrainingProgram } from './types';
import { useAppSelector } from '../../store/hooks';
import { businessDay } from '../../../shared/businessDay';

const slice = entities.trainingPrograms;

export function FromPackageForm({
  memberId,
  onStarted,
}: {
  memberId: number;
  onStarted: (p: TrainingProgram) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const toast = useToast();
  const [packageId, setPackageId] = useState<OptionSelectValue>(null);
  const [start, setStart] = useState<Dayjs | null>(dayjs(businessDay()));
  const running =
    useAppSelector((s) => slice.selectors.selectOperationStatus(s, 'fromPackage')) === 'running';
  const error = useAppSelector(slice.selectors.selectErrors).fromPackage;
  const submit = async () => {
    const result = await dispatch(
      slice.operations.fromPackage!({
        parent: { member_id: memberId },
        body: { package_id: packageId, start_date: start?.format('YYYY-MM-DD') },
      }),
    );
    if (result.meta.requestStatus !== 'fulfilled') return;
    toast.success(t('generic.success_message'));
    void dispatch(slice.thunks.search({ parent: { member_id: memberId } }));
    onStarted(result.payload as TrainingProgram);
  };
  return (
    <Card size="small" title={t('trainingPrograms.from_package.title')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="inline" onFinish={() => void submit()}>
        <Flex gap="small" wrap>
          <Form.Item label={t('trainingPrograms.from_package.package')}>
            <OptionSelect
              preset="coursePackages"
              value={packageId}
              onChange={setPackageId}
              style={{ minWidth: 220 }}
            />
          </Form.Item>
          <Form.Item label={t('trainingPrograms.fields.start_date')}>
            <DatePicker format="DD/MM/YYYY" value={start} onChange={setStart} />
          </Form.Item>
          <Button htmlType="submit" icon={<CopyOutlined />} disabled={!packageId || !start} loading={running}>
            {t('trainingPrograms.from_package.start')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
