// The frame every questionnaire tab shares: who filled in the shown version and when, a chooser of earlier
// versions (shown read-only), the refusal of a save, and the save button (MEMBER_CONSULTATION_CREATE).
import './translations';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Flex, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsultationRecord } from '../../../../shared/schemas/consultations';
import { Can } from '../../../components/Can';
import { formatDateTime } from '../../../lib/dateTime';
import type { useQuestionnaire } from './useQuestionnaire';

type Questionnaire = ReturnType<typeof useQuestionnaire>;

const When = ({ at }: { at?: string }) => <bdi dir="ltr">{formatDateTime(at)}</bdi>;

function Filled({ version }: { version: ConsultationRecord }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" data-testid="consultation-filled">
      {t('consultations.filled_by', { version: version.version, name: version.filled_by_name || '—' })}{' '}
      <When at={version.created_at} />
    </Typography.Text>
  );
}

export function QuestionnaireFrame({
  title,
  q,
  children,
}: {
  title: string;
  q: Questionnaire;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const shown = q.shown ?? q.latest;
  return (
    <Card
      title={title}
      extra={
        q.versions.length > 1 && (
          <Select
            aria-label={t('consultations.versions')}
            style={{ minWidth: 220 }}
            value={q.viewing ?? q.latest?.id}
            onChange={(id: number) => q.setViewing(id === q.latest?.id ? null : id)}
            options={q.versions.map((v) => ({
              value: v.id,
              label: t('consultations.version_option', { version: v.version }),
            }))}
          />
        )
      }
    >
      <Flex vertical gap="middle">
        {shown ? (
          <Filled version={shown} />
        ) : (
          <Typography.Text type="secondary">{t('consultations.none_yet')}</Typography.Text>
        )}
        {q.readOnly && <Alert type="info" showIcon title={t('consultations.earlier_version')} />}
        {q.failure && <Alert type="error" showIcon closable title={q.failure} onClose={q.clearFailure} />}
        {q.errors[''] && <Alert type="error" showIcon title={t(q.errors[''])} />}
        {q.loading && q.versions.length === 0 ? <Spin /> : children}
        {!q.readOnly && (
          <Can permission="MEMBER_CONSULTATION_CREATE">
            <Flex justify="flex-end">
              <Button type="primary" loading={q.saving} onClick={() => void q.save()}>
                {t('consultations.save')}
              </Button>
            </Flex>
          </Can>
        )}
      </Flex>
    </Card>
  );
}
