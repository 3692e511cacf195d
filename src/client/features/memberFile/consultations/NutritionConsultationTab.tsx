// /member-edit/{id}/nutrition-consultation (MEMBER_CONSULTATION_NUTRITION): eating-habit questions bes_q1–bes_q18,
// each answered own / doctor / dietician with an optional note, saved and reloaded as a whole.
import './translations';
import { NUTRITION_ANSWERS, NUTRITION_QUESTIONS } from '../../../../shared/schemas/consultations';
import type { MemberTabProps } from '../../../shell/memberTabs';
import { QuestionList } from './QuestionList';
import { QuestionnaireFrame } from './QuestionnaireFrame';
import { useQuestionnaire } from './useQuestionnaire';

export default function NutritionConsultationTab({ memberId, title }: MemberTabProps) {
  const q = useQuestionnaire(memberId, 'nutrition');
  return (
    <QuestionnaireFrame title={title} q={q}>
      <QuestionList
        section="nutrition"
        questions={NUTRITION_QUESTIONS}
        choices={NUTRITION_ANSWERS}
        answers={q.answers}
        errors={q.errors}
        readOnly={q.readOnly}
        onChange={q.setDraft}
      />
    </QuestionnaireFrame>
  );
}
