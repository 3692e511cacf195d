// Image picker of add/edit screens: shown only with MEDIA_SEARCH, click or drag, only the first chosen
// image is kept, previewed at most 300 px wide. A file is checked before it is kept (PNG, JPEG, GIF or
// WebP by type, extension and first bytes; at most maxBytes): a refused one is not kept, so nothing is
// uploaded or saved because of it, and the reason shows beside the picker. Uploading is useImageUpload's job.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Can } from './Can';
import { checkImageFile, IMAGE_ACCEPT, type ImageRefusal } from './imageFile';
import { useReadOnly } from './ReadOnlyContext';

export const IMAGE_MAX_BYTES = 3_000_000;

export interface ImageUploaderProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The record's current image, previewed until a new one is chosen. */
  currentUrl?: string | null;
  maxBytes?: number;
  disabled?: boolean;
}

export function ImageUploader(props: ImageUploaderProps) {
  return (
    <Can permission="MEDIA_SEARCH">
      <ImagePicker {...props} />
    </Can>
  );
}

function ImagePicker({
  value,
  onChange,
  currentUrl,
  maxBytes = IMAGE_MAX_BYTES,
  disabled: ownDisabled,
}: ImageUploaderProps) {
  const { t } = useTranslation();
  // The picker sits above EntityForm's antd form (its `aside`), out of reach of that form's disabled.
  const disabled = useReadOnly() || ownDisabled;
  const [refusal, setRefusal] = useState<ImageRefusal | null>(null);
  const reasonId = useId();
  const latest = useRef(0); // only the newest pick's check may answer
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl ?? null;

  const pick = async (file: File) => {
    const ticket = ++latest.current;
    const reason = await checkImageFile(file, maxBytes);
    if (ticket !== latest.current) return;
    setRefusal(reason);
    if (!reason) onChange(file);
  };

  return (
    <Flex vertical gap={12} style={{ marginBottom: 24 }} className="image-uploader">
      <Upload.Dragger
        accept={IMAGE_ACCEPT}
        multiple={false}
        maxCount={1}
        showUploadList={false}
        disabled={disabled}
        // Keep the file in the form; it is uploaded after the record is saved.
        beforeUpload={(file, list) => {
          if (file === list[0]) void pick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <PictureOutlined />
        </p>
        <p className="ant-upload-text" aria-describedby={refusal ? reasonId : undefined}>
          {t('components.upload.hint')}
        </p>
      </Upload.Dragger>
      {refusal && (
        <Alert
          id={reasonId}
          type="error"
          showIcon
          role="alert"
          className="image-uploader-reason"
          title={t(`components.upload.${refusal}`, { size: Math.round(maxBytes / 1_000_000) })}
          closable={{ onClose: () => setRefusal(null) }}
        />
      )}
      {shown && (
        <Flex vertical align="flex-start" gap={8}>
          <img
            src={shown}
            alt={t('components.upload.preview')}
            style={{ maxWidth: 300, width: '100%', height: 'auto' }}
          />
          {value && (
            <Button size="small" icon={<DeleteOutlined />} onClick={() => onChange(null)} disabled={disabled}>
              {t('components.upload.remove')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
