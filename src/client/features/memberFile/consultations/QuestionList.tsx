// Questions answered by a choice (yes/no, or own/doctor/dietician) with an optional note, numbered as the
// spec numbers them. Each answer's radio group is named by its question for forms and tests.
import './translations';
import { Flex, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Answers } from './useQuestionnaire';

interface Answer {
  answer?: string;
  note?: string;
}

export function QuestionList({
  section,
  questions,
  choices,
  answers,
  errors,
  readOnly,
  onChange,
}: {
  /** i18n section: `consultations.<section>.questions.<q>` and `.answers.<choice>`. */
  section: 'sports' | 'nutrition';
  questions: readonly string[];
  choices: readonly string[];
  answers: Answers;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (next: Answers) => void;
}) {
  const { t } = useTranslation();
  const set = (q: string, patch: Answer) =>
    onChange({ ...answers, [q]: { ...((answers[q] as Answer | undefined) ?? {}), ...patch } });
  return (
    <ol style={{ paddingInlineStart: 24, margin: 0 }}>
      {questions.map((q) => {
        const value = (answers[q] as Answer | undefined) ?? {};
        const error = errors[`${q}.answer`] ?? errors[`${q}.note`] ?? errors[q];
        const labelId = `question-${q}`;
        return (
          <li key={q} style={{ marginBottom: 12 }} data-question={q}>
            <Flex vertical gap={4}>
              <Typography.Text id={labelId}>{t(`consultations.${section}.questions.${q}`)}</Typography.Text>
              <Flex gap="small" wrap align="center">
                <Radio.Group
                  aria-labelledby={labelId}
                  name={q}
                  disabled={readOnly}
                  value={value.answer}
                  onChange={(e) => set(q, { answer: String(e.target.value) })}
                  options={choices.map((c) => ({
                    value: c,
                    label: t(`consultations.${section}.answers.${c}`),
                  }))}
                />
                <Input
                  aria-label={`${t('consultations.note')} ${q}`}
                  placeholder={t('consultations.note')}
                  style={{ flex: '1 1 200px', maxWidth: 400 }}
                  disabled={readOnly}
                  value={value.note ?? ''}
                  onChange={(e) => set(q, { note: e.target.value })}
                />
              </Flex>
              {error && <Typography.Text type="danger">{t(error)}</Typography.Text>}
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}
