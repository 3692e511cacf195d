// /postureAnalysis-edit/:id (spec part 2 §2): the four photos, the member's comment read-only and the
// instructor's comment in the rich-text editor. Saving sends only the instructor's comment; the server records
// who answered and when.
import './translations';
import { Descriptions, Divider, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../components/EntityForm';
import { RichTextField } from '../../components/fields';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { PosturePhotos } from './PosturePhotos';
import { displayDate, type PostureAnalysis } from './types';

interface AnswerValues {
  instructor_comment: string;
  posture_name: string;
  member_name: string;
  user_comment: string;
  answered_by_name: string;
  answered_at: string;
  image_front: string;
  image_back: string;
  image_side1: string;
  image_side2: string;
}

const EMPTY: AnswerValues = {
  instructor_comment: '',
  posture_name: '',
  member_name: '',
  user_comment: '',
  answered_by_name: '',
  answered_at: '',
  image_front: '',
  image_back: '',
  image_side1: '',
  image_side2: '',
};

/** Only the answer is sent; everything else on the screen is shown, not edited. */
const toBody = (values: AnswerValues) => ({ instructor_comment: values.instructor_comment });

export default function PostureAnalysisEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  usePageTitle('postureAnalysis.edit_title');
  return (
    <EntityForm<PostureAnalysis, AnswerValues>
      entity={entities.postureAnalysis}
      id={id}
      initialValues={EMPTY}
      toBody={toBody}
      title={t('postureAnalysis.edit_title')}
    >
      {({ values }) => (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              {
                key: 'posture_name',
                label: t('postureAnalysis.fields.posture_name'),
                children: values.posture_name,
              },
              {
                key: 'member_name',
                label: t('postureAnalysis.fields.member_name'),
                children: values.member_name,
              },
              {
                key: 'answered',
                label: t('postureAnalysis.fields.answered_by_name'),
                children: values.answered_by_name
                  ? `${values.answered_by_name} (${displayDate(values.answered_at)})`
                  : t('postureAnalysis.not_answered'),
              },
            ]}
          />
          <Divider titlePlacement="start">{t('postureAnalysis.sections.photos')}</Divider>
          <PosturePhotos record={values} />
          <Divider titlePlacement="start">{t('postureAnalysis.fields.user_comment')}</Divider>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="user-comment">
            {values.user_comment || '—'}
          </Typography.Paragraph>
          <RichTextField name="instructor_comment" />
        </>
      )}
    </EntityForm>
  );
}
