// /movesComponent-edit/{move_name}/{id} (spec part 2 §2, §5): 'Hareket Videosu Ekle - {move}', a 'Video Seç'
// chooser taking mp4 or webm of at most 3,000,000 bytes (a larger one shows 'File size should be less than
// 3MB' and is not taken), the 'Selected file' line ('Seçilen dosya'), the video preview when the media has a video_url, and the
// rich-text description. The submit needs COURSE_PACKAGE_UPDATE; in edit mode, COURSE_PACKAGE_DELETE offers
// removing the move's media (DELETE moveMedia/{id}).
import './translations';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, SaveOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { VIDEO_MAX_BYTES } from '../../../shared/schemas/moveMedia';
import { Can } from '../../components/Can';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { RichTextEditor } from '../../components/RichTextEditor';
import { usePageTitle } from '../../shell/usePageTitle';
import { moveLabel } from './catalogue';
import { useMoveVideo } from './useMoveVideo';
import { useToast } from '../../lib/useToast';

const VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';

const videoType = (url: string) => (url.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4');

export default function MoveVideoPage() {
  const { move_name: moveName = '' } = useParams();
  const { t, i18n } = useTranslation();
  usePageTitle('moveMedia.title');
  const video = useMoveVideo(moveName);
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [description, setDescription] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const label = moveLabel(moveName, i18n.language);

  // The stored description fills the editor once the media is read.
  const stored = video.record?.description;
  useEffect(() => {
    if (stored !== undefined) setDescription(stored);
  }, [stored]);

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (chosen.size > VIDEO_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    setFile(chosen);
  };

  const save = async () => {
    // An edit reloads the page (spec), which no toast survives; an add stays and says it is done.
    const adding = video.mode === 'add';
    if (!(await video.submit({ description, file }))) return;
    setFile(null);
    if (adding) toast.success(t('generic.success_message'));
  };

  const url = video.record?.video_url;
  return (
    <Card
      className="entity-card"
      title={<span className="entity-card-title">{t('moveMedia.video_title', { name: label })}</span>}
      extra={
        <Link to="/movesComponent">
          <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
            {t('components.actions.back')}
          </Button>
        </Link>
      }
    >
      {video.error && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: video.clearError }}
          title={video.error}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item label={t('moveMedia.fields.video')}>
          <Flex vertical gap={8}>
            <Space wrap>
              <Button icon={<VideoCameraOutlined />} onClick={() => input.current?.click()}>
                {t('moveMedia.choose_video')}
              </Button>
              <Tag data-testid="video-mode">{t(`moveMedia.mode.${video.mode}`)}</Tag>
            </Space>
            <input
              ref={input}
              type="file"
              accept={VIDEO_ACCEPT}
              style={{ display: 'none' }}
              data-testid="video-input"
              onChange={(e) => choose(e.target.files?.[0])}
            />
            {tooLarge && <Alert type="warning" showIcon role="alert" title={t('moveMedia.too_large')} />}
            <Typography.Text data-testid="selected-file">
              {t('moveMedia.selected_file')}: {file ? file.name : '—'}
            </Typography.Text>
            {url && (
              <video
                key={url}
                controls
                preload="metadata"
                style={{ maxWidth: 480, width: '100%' }}
                data-testid="move-video"
              >
                <source src={url} type={videoType(url)} />
              </video>
            )}
          </Flex>
        </Form.Item>
        <Form.Item label={t('moveMedia.fields.description')}>
          <RichTextEditor id="move-description" height={250} value={description} onChange={setDescription} />
        </Form.Item>
        <Space>
          <Can permission="COURSE_PACKAGE_UPDATE">
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined />}
              loading={video.busy}
              disabled={video.mode === 'loading' || video.busy}
            >
              {t('components.actions.save')}
            </Button>
          </Can>
          {video.mode === 'edit' && (
            <Can permission="COURSE_PACKAGE_DELETE">
              <DeleteConfirm onConfirm={video.remove}>
                <Button danger icon={<DeleteOutlined />}>
                  {t('components.actions.delete')}
                </Button>
              </DeleteConfirm>
            </Can>
          )}
        </Space>
      </Form>
    </Card>
  );
}
