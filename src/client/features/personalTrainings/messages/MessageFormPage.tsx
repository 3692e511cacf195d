// 'Mesaj At' (/personalTrainings-messages-add/{pt_id}): an image (click or drag, shown with MEDIA_SEARCH) and
// the 'Mesaj' rich text. The create answers 201; the server records the signed-in user as the sender and the
// current time as create_date; the picture is uploaded with the message as its owner. Back and a successful
// send go to the messages tab; create errors are cleared when the screen is left.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RESOURCES } from '../../../../shared/resources';
import { ptMessageSchema } from '../../../../shared/schemas/personalTrainings';
import { EntityForm } from '../../../components/EntityForm';
import { RichTextField } from '../../../components/fields';
import { ImageUploader } from '../../../components/ImageUploader';
import { useImageUpload } from '../../../components/useImageUpload';
import { usePageTitle } from '../../../shell/usePageTitle';
import { entities } from '../../../store/entities';
import type { PtMessage } from '../types';

const EMPTY_MESSAGE = { description: '' };
const formSchema = ptMessageSchema.omit(['pt_id']);

export default function MessageFormPage() {
  const { pt_id: ptId = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle('personalTrainings.messages.add_title');
  const image = useImageUpload({ owner: RESOURCES.personalTrainingMessage.mediaOwner, path: 'mediaStorage' });
  const afterSave = useCallback((message: PtMessage) => image.upload(message.id), [image]);
  return (
    <EntityForm<PtMessage, typeof EMPTY_MESSAGE>
      entity={entities.personalTrainingMessage}
      parent={{ pt_id: ptId }}
      schema={formSchema}
      initialValues={EMPTY_MESSAGE}
      afterSave={afterSave}
      aside={<ImageUploader value={image.file} onChange={image.setFile} />}
      pendingChanges={image.file !== null}
      title={t('personalTrainings.messages.add_title')}
    >
      <RichTextField name="description" />
    </EntityForm>
  );
}
