// The branch image inside the form (MEDIA_SEARCH gates it in ImageUploader): the file goes to the form's
// `image` value and to the upload hook, which sends it after the branch is saved.
import { useField } from 'formik';
import { ImageUploader } from '../../components/ImageUploader';

export function BranchImageField({ currentUrl, onFile }: { currentUrl?: string; onFile: (file: File | null) => void }) {
  const [field, , helpers] = useField<File | null>('image');
  return (
    <ImageUploader
      value={field.value}
      currentUrl={currentUrl}
      onChange={(file) => {
        onFile(file);
        void helpers.setValue(file);
      }}
    />
  );
}
