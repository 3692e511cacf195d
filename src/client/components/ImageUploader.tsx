// Image picker of add/edit screens: shown only with MEDIA_SEARCH, click or drag, only the first chosen
// image is kept, size-checked, previewed at most 300 px wide. Uploading is useImageUpload's job.
import { useEffect, useMemo } from 'react';
import { Button, Flex, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useToast } from '../lib/useToast';
import { Can } from './Can';

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

function ImagePicker({ value, onChange, currentUrl, maxBytes = IMAGE_MAX_BYTES, disabled }: ImageUploaderProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl ?? null;

  const accept = (file: File): boolean => {
    if (!file.type.startsWith('image/')) {
      toast.error(t('components.upload.not_image'));
      return false;
    }
    if (file.size > maxBytes) {
      toast.error(t('components.upload.too_large', { size: Math.round(maxBytes / 1_000_000) }));
      return false;
    }
    return true;
  };

  return (
    <Flex vertical gap={12} style={{ marginBottom: 24 }} className="image-uploader">
      <Upload.Dragger
        accept="image/*"
        multiple={false}
        maxCount={1}
        showUploadList={false}
        disabled={disabled}
        // Keep the file in the form; it is uploaded after the record is saved.
        beforeUpload={(file, list) => {
          if (file === list[0] && accept(file)) onChange(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <PictureOutlined />
        </p>
        <p className="ant-upload-text">{t('components.upload.hint')}</p>
      </Upload.Dragger>
      {shown && (
        <Flex vertical align="flex-start" gap={8}>
          <img src={shown} alt={t('components.upload.preview')} style={{ maxWidth: 300, width: '100%', height: 'auto' }} />
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
