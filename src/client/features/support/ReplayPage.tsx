// /support/replay: load an action log into a sandbox and step through it — each action's payload and the
// state changes it produced. For admins and holders of SUPPORT_REPLAY.
import './translations';
import { Alert, Button, Card, Col, Collapse, Result, Row, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/usePageTitle';
import { useAppSelector } from '../../store/hooks';
import { ActionDetails } from './ActionDetails';
import { selectCanReplay } from './access';
import { JsonBlock } from './JsonBlock';
import { LogLoader } from './LogLoader';
import { LogSummary } from './LogSummary';
import { StateChanges } from './StateChanges';
import { StepControls } from './StepControls';
import { useReplaySandbox } from './useReplaySandbox';

export default function ReplayPage() {
  const { t } = useTranslation();
  usePageTitle('support.replay.title');
  const allowed = useAppSelector(selectCanReplay);
  const replay = useReplaySandbox();

  if (!allowed)
    return <Result status="403" title={t('support.replay.title')} subTitle={t('support.replay.no_access')} />;

  const { sandbox, index } = replay;
  return (
    <>
      <Typography.Title level={2}>{t('support.replay.title')}</Typography.Title>
      <Typography.Paragraph>{t('support.replay.intro')}</Typography.Paragraph>
      <Alert type="info" showIcon style={{ marginBlockEnd: 16 }} title={t('support.replay.sandbox_note')} />

      {replay.error && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: replay.reset }}
          style={{ marginBlockEnd: 16 }}
          title={t('support.replay.errors.title')}
          description={`${replay.fileName ?? ''}: ${t(`support.replay.errors.${replay.error}`)}`}
        />
      )}

      {!sandbox ? (
        <LogLoader onFile={(file) => void replay.load(file)} />
      ) : (
        <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
          <Card
            title={t('support.replay.summary.title')}
            extra={
              <Button icon={<ReloadOutlined />} onClick={replay.reset}>
                {t('support.replay.load_another')}
              </Button>
            }
          >
            <LogSummary log={sandbox.log} fileName={replay.fileName} />
          </Card>
          <Card>
            <StepControls index={index} total={sandbox.log.actions.length} onChange={replay.setIndex} />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={10}>
              <Card title={t('support.replay.action.title')}>
                <ActionDetails
                  action={sandbox.log.actions[index - 1]}
                  time={index > 0 ? sandbox.log.times[index - 1] : null}
                />
              </Card>
            </Col>
            <Col xs={24} xl={14}>
              <Card title={t('support.replay.changes.title')}>
                <StateChanges changes={replay.changes} />
              </Card>
            </Col>
          </Row>
          <Collapse
            items={[
              {
                key: 'state',
                label: t('support.replay.state.title'),
                children: (
                  <JsonBlock
                    value={sandbox.states[index]}
                    maxHeight={600}
                    label={t('support.replay.state.title')}
                  />
                ),
              },
            ]}
          />
        </Space>
      )}
    </>
  );
}
