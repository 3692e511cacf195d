// Picks a log file (click or drop). Nothing is uploaded: the browser reads the file into the sandbox.
import './translations';
import { Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function LogLoader({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  return (
    <Upload.Dragger
      accept=".json,application/json"
      multiple={false}
      showUploadList={false}
      beforeUpload={(file) => {
        onFile(file);
        return false; // keep antd from posting it anywhere
      }}
      aria-label={t('support.replay.load')}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('support.replay.load')}</p>
      <p className="ant-upload-hint">{t('support.replay.drop_hint')}</p>
    </Upload.Dragger>
  );
}
