// The rule's words filled for a real member before it is saved: a member, a language and "Önizle" send the form's
// current kind, channel and templates to reminderRules/_preview (REMINDERS_READ) and show the subject and body the
// member would get, or the server's refusal (an unknown placeholder names itself).
import { useState } from 'react';
import { Alert, Button, Card, ConfigProvider, Form, Radio, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { operationPermission } from '../../../shared/resourceDef';
import { TEMPLATE_LANGUAGES, type ReminderPreview } from '../../../shared/schemas/reminderRules';
import { Can } from '../../components/Can';
import { OptionSelect, type OptionSelectValue } from '../../components/OptionSelect';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { templatesOf, type ReminderRuleValues, type TemplateLanguage } from './ruleFormValues';

const rules = entities.reminderRules;
const preview = rules.operations.preview;
// REMINDERS_READ: the row's operation says which key the server asks for.
const previewPermission = operationPermission(rules.def, rules.def.operations.preview);

type Outcome = { answer: ReminderPreview } | { error: string };

export function PreviewPanel({ values }: { values: ReminderRuleValues }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [memberId, setMemberId] = useState<OptionSelectValue>(null);
  const [language, setLanguage] = useState<TemplateLanguage>('tr');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running =
    useAppSelector((state) => rules.selectors.selectOperationStatus(state, 'preview')) === 'running';
  const ready = memberId !== null && memberId !== undefined && values.kind !== '' && values.channel !== '';

  const run = async () => {
    if (!ready) return;
    const result = await dispatch(
      preview({
        body: {
          member_id: Number(memberId),
          language,
          kind: values.kind,
          channel: values.channel,
          templates: templatesOf(values),
        },
      }),
    );
    setOutcome(
      preview.fulfilled.match(result)
        ? { answer: result.payload as ReminderPreview }
        : { error: result.payload ?? t('generic.errors.unexpected_error') },
    );
  };

  const answer = outcome && 'answer' in outcome ? outcome.answer : undefined;
  const shownIn = answer?.language ?? language;
  return (
    <Can permission={previewPermission}>
      {/* A rule one may only view can still be previewed: the form's disabled state stops at this card. */}
      <ConfigProvider componentDisabled={false}>
        <Card
          size="small"
          title={t('reminderRules.preview.title')}
          role="region"
          aria-label={t('reminderRules.preview.title')}
        >
          <Form layout="vertical" component="div">
            <Form.Item label={t('reminderRules.preview.member')} htmlFor="reminder-preview-member">
              <OptionSelect
                id="reminder-preview-member"
                preset="members"
                value={memberId}
                onChange={setMemberId}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label={t('reminderRules.preview.language')}>
              <Radio.Group
                optionType="button"
                value={language}
                aria-label={t('reminderRules.preview.language')}
                onChange={(event) => setLanguage(event.target.value as TemplateLanguage)}
                options={TEMPLATE_LANGUAGES.map((lang) => ({
                  value: lang,
                  label: t(`reminderRules.languages.${lang}`),
                }))}
              />
            </Form.Item>
            <Button icon={<EyeOutlined />} disabled={!ready} loading={running} onClick={() => void run()}>
              {t('reminderRules.preview.run')}
            </Button>
          </Form>
          {!memberId && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('reminderRules.preview.pick_member')}
            </Typography.Paragraph>
          )}
          {outcome && 'error' in outcome && (
            <Alert type="error" showIcon title={outcome.error} style={{ marginTop: 12 }} />
          )}
          {answer && (
            <div
              dir={shownIn === 'ar' ? 'rtl' : 'ltr'}
              lang={shownIn}
              data-testid="reminder-preview"
              style={{ marginTop: 12 }}
            >
              {answer.subject !== '' && (
                <>
                  <Typography.Text type="secondary">{t('reminderRules.template.subject')}</Typography.Text>
                  <Typography.Paragraph strong>{answer.subject}</Typography.Paragraph>
                </>
              )}
              <Typography.Text type="secondary">{t('reminderRules.template.body')}</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{answer.body}</Typography.Paragraph>
            </div>
          )}
        </Card>
      </ConfigProvider>
    </Can>
  );
}
