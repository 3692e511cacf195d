// /member-edit/{id}/sport-consultation (MEMBER_CONSULTATION_SPORTS): the PAR-Q and its follow-up questions 1–47,
// each yes/no with an optional note, saved and reloaded as a whole; a saved version's "Evet" answers are flagged.
import './translations';
import { SPORT_ANSWERS, SPORT_QUESTIONS } from '../../../../shared/schemas/consultations';
import type { MemberTabProps } from '../../../shell/memberTabs';
import { QuestionList } from './QuestionList';
import { QuestionnaireFrame } from './QuestionnaireFrame';
import { useQuestionnaire } from './useQuestionnaire';
import { YesAnswersAlert } from './YesAnswersAlert';

export default function SportConsultationTab({ memberId, title }: MemberTabProps) {
  const q = useQuestionnaire(memberId, 'sports');
  return (
    <QuestionnaireFrame title={title} q={q}>
      <YesAnswersAlert
        answers={(q.shown ?? q.latest)?.answers as Parameters<typeof YesAnswersAlert>[0]['answers']}
      />
      <QuestionList
        section="sports"
        questions={SPORT_QUESTIONS}
        choices={SPORT_ANSWERS}
        answers={q.answers}
        errors={q.errors}
        readOnly={q.readOnly}
        onChange={q.setDraft}
      />
    </QuestionnaireFrame>
  );
}
