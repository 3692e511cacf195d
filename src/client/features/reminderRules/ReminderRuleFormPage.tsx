// /reminderRule-add and /reminderRule-edit/:id: a rule's name, kind (with what its days count), days, channel,
// whether it runs, and its words per language; beside them the preview for a real member. Save gated by
// REMINDERS_CREATE / REMINDERS_UPDATE inside EntityForm.
import { useEffect } from 'react';
import { Alert, Col, Row } from 'antd';
import { useFormikContext } from 'formik';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LESSONS_LOW } from '../../../shared/attention';
import {
  MARKETING_KINDS,
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  type ReminderKind,
} from '../../../shared/schemas/reminderRules';
import { EntityForm } from '../../components/EntityForm';
import { NumberField, SelectField, SwitchField, TextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { hasOffset } from './offsetWords';
import { PreviewPanel } from './PreviewPanel';
import {
  EMPTY_RULE,
  ruleFormSchema,
  ruleToBody,
  ruleToValues,
  type ReminderRuleValues,
} from './ruleFormValues';
import { TemplateEditor } from './TemplateEditor';
import type { ReminderRule } from './types';

const half = { xs: 24, md: 12 } as const;

function RuleFields() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<ReminderRuleValues>();
  const { kind } = values;
  const withOffset = hasOffset(kind);
  // A kind without days (lessons running low) holds 0, so a number typed for another kind cannot block the save.
  useEffect(() => {
    if (kind !== '' && !withOffset && Number(values.offset_days) !== 0) void setFieldValue('offset_days', 0);
  }, [kind, withOffset, values.offset_days, setFieldValue]);
  const marketing = kind !== '' && MARKETING_KINDS.includes(kind as ReminderKind);
  return (
    <Row gutter={16}>
      <Col span={24}>
        <TextField name="name" required maxLength={255} />
      </Col>
      <Col {...half}>
        <SelectField
          name="kind"
          required
          options={REMINDER_KINDS}
          extra={kind ? t(`reminderRules.kind_hints.${kind}`, { lessons: LESSONS_LOW }) : undefined}
        />
      </Col>
      <Col {...half}>{withOffset && <NumberField name="offset_days" required />}</Col>
      <Col {...half}>
        <SelectField name="channel" required options={REMINDER_CHANNELS} />
      </Col>
      <Col {...half}>
        <SwitchField name="active" />
      </Col>
      {marketing && (
        <Col span={24}>
          <Alert
            type="info"
            showIcon
            title={t('reminderRules.marketing_note')}
            style={{ marginBottom: 16 }}
          />
        </Col>
      )}
      <Col span={24}>
        <TemplateEditor />
      </Col>
    </Row>
  );
}

export default function ReminderRuleFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const titleKey = id ? 'reminderRules.edit_title' : 'reminderRules.add_title';
  usePageTitle(titleKey);
  return (
    <EntityForm<ReminderRule, ReminderRuleValues>
      entity={entities.reminderRules}
      id={id}
      schema={ruleFormSchema}
      initialValues={EMPTY_RULE}
      fromRecord={ruleToValues}
      toBody={ruleToBody}
      title={t(titleKey)}
    >
      {(formik) => (
        <Row gutter={24}>
          <Col xs={24} lg={15}>
            <RuleFields />
          </Col>
          <Col xs={24} lg={9} style={{ marginBottom: 16 }}>
            <PreviewPanel values={formik.values} />
          </Col>
        </Row>
      )}
    </EntityForm>
  );
}
