// A saved PAR-Q with "Evet" answers is a health warning for whoever trains the member: it stands above the
// questions, naming them, until a newer version answers them otherwise.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

type Answers = Record<string, { answer?: string } | undefined>;

/** The numbers of the questions answered yes (`q4` → 4), in order. */
export const yesQuestions = (answers: Answers | undefined): number[] =>
  Object.entries(answers ?? {})
    .filter(([, a]) => a?.answer === 'yes')
    .map(([q]) => Number(q.replace(/^\D+/, '')))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);

export function YesAnswersAlert({ answers }: { answers: Answers | undefined }) {
  const { t } = useTranslation();
  const yes = yesQuestions(answers);
  if (yes.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="parq-yes"
      title={t('consultations.parq_yes.title')}
      description={t('consultations.parq_yes.description', { questions: yes.join(', ') })}
    />
  );
}
