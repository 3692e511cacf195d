// A rule's words in the three languages, a tab each: the subject (mail only) and the body, and a row of
// placeholder chips that put `{placeholder}` where the caret was in the field last focused (the shown tab's body
// when none was). Arabic is written right to left, Turkish and English left to right. Only Turkish is required: the
// others fall back to it.
import { useRef, useState, type FocusEvent } from 'react';
import { Button, Flex, Input, Tabs, Typography } from 'antd';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { REMINDER_PLACEHOLDERS, TEMPLATE_LANGUAGES } from '../../../shared/schemas/reminderRules';
import { FieldItem, fieldId } from '../../components/fields';
import { useReadOnly } from '../../components/ReadOnlyContext';
import type { ReminderRuleValues, TemplateLanguage } from './ruleFormValues';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

interface TemplateInputProps {
  name: string;
  label: string;
  rtl: boolean;
  required?: boolean;
  multiline?: boolean;
  onFocusField: (name: string, element: TextElement) => void;
}

function TemplateInput({ name, label, rtl, required, multiline, onFocusField }: TemplateInputProps) {
  const { values, handleChange, handleBlur } = useFormikContext<ReminderRuleValues>();
  const value = (getIn(values, name) as string | undefined) ?? '';
  const common = {
    id: fieldId(name),
    name,
    value,
    // Turkish and English stay left to right in Arabic pages (else a leading placeholder and the full stops jump
    // to the other end); antd's right-to-left input style outranks the dir attribute, hence the ltr-input class.
    dir: rtl ? 'rtl' : 'ltr',
    className: rtl ? undefined : 'ltr-input',
    onChange: handleChange,
    onBlur: handleBlur,
    onFocus: (event: FocusEvent<TextElement>) => onFocusField(name, event.currentTarget),
  };
  return (
    <FieldItem name={name} label={label} required={required}>
      {multiline ? (
        <Input.TextArea {...common} rows={5} maxLength={2000} />
      ) : (
        <Input {...common} maxLength={200} />
      )}
    </FieldItem>
  );
}

export function TemplateEditor() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<ReminderRuleValues>();
  const readOnly = useReadOnly();
  const [tab, setTab] = useState<TemplateLanguage>('tr');
  // The last template field focused and its element: a chip clicked (which takes the focus) writes into it.
  const last = useRef<{ name: string; element: TextElement } | null>(null);
  const elements = useRef(new Map<string, TextElement>());
  const mail = values.channel !== 'sms';

  const onFocusField = (name: string, element: TextElement) => {
    last.current = { name, element };
    elements.current.set(name, element);
  };

  const insert = (placeholder: string) => {
    const token = `{${placeholder}}`;
    const name = last.current?.name ?? `templates.${tab}.body`;
    const element = last.current?.element ?? elements.current.get(name);
    const current = (getIn(values, name) as string | undefined) ?? '';
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? start;
    void setFieldValue(name, `${current.slice(0, start)}${token}${current.slice(end)}`);
    if (element) {
      // After the new value is drawn: the caret just past the placeholder, where typing goes on.
      const caret = start + token.length;
      setTimeout(() => {
        element.focus();
        element.setSelectionRange(caret, caret);
      });
    }
  };

  const items = TEMPLATE_LANGUAGES.map((lang) => ({
    key: lang,
    label: t(`reminderRules.languages.${lang}`),
    children: (
      <>
        {lang !== 'tr' && (
          <Typography.Paragraph type="secondary">{t('reminderRules.template.fallback')}</Typography.Paragraph>
        )}
        {mail && (
          <TemplateInput
            name={`templates.${lang}.subject`}
            label={t('reminderRules.template.subject')}
            rtl={lang === 'ar'}
            required={lang === 'tr'}
            onFocusField={onFocusField}
          />
        )}
        <TemplateInput
          name={`templates.${lang}.body`}
          label={t('reminderRules.template.body')}
          rtl={lang === 'ar'}
          required={lang === 'tr'}
          multiline
          onFocusField={onFocusField}
        />
      </>
    ),
  }));

  return (
    <section aria-label={t('reminderRules.fields.templates')}>
      <Typography.Title level={5}>{t('reminderRules.fields.templates')}</Typography.Title>
      <Flex
        wrap
        gap={4}
        align="center"
        style={{ marginBottom: 8 }}
        role="group"
        aria-label={t('reminderRules.placeholders.title')}
      >
        <Typography.Text type="secondary">{t('reminderRules.placeholders.title')}</Typography.Text>
        {REMINDER_PLACEHOLDERS.map((placeholder) => (
          <Button
            key={placeholder}
            size="small"
            type="dashed"
            disabled={readOnly}
            title={t(`reminderRules.placeholders.${placeholder}`)}
            // Keeps the focus (and the caret) in the field being written.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => insert(placeholder)}
          >
            <bdi dir="ltr">{`{${placeholder}}`}</bdi>
          </Button>
        ))}
      </Flex>
      <Tabs
        activeKey={tab}
        items={items}
        onChange={(key) => {
          setTab(key as TemplateLanguage);
          // Another tab's fields are out of sight: a chip now writes into this tab's.
          last.current = null;
        }}
      />
    </section>
  );
}
