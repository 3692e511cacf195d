// The member file's posture-analyze tab (spec part 1 §2; MEMBER_CONSULTATION_POSTUR): the member's analyses and
// a form that starts one by uploading the four photos (sent as one multipart create; the server checks each
// photo's real type and size).
import './translations';
import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { POSTURE_PHOTOS } from '../../../shared/schemas/postureAnalysis';
import { Can } from '../../components/Can';
import { EntityList } from '../../components/EntityList';
import { useEntityDispatch } from '../../components/entityBinding';
import { IMAGE_ACCEPT } from '../../components/imageFile';
import { useToast } from '../../lib/useToast';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { postureColumns } from './PostureAnalysisListPage';
import type { PostureAnalysis } from './types';
import { useAppSelector } from '../../store/hooks';

type Photo = (typeof POSTURE_PHOTOS)[number];
const slice = entities.memberPostureAnalysis;

/** A photo chooser: a button and the chosen file's name (the native input stays hidden). */
function PhotoPicker({ id, file, onChange }: { id: string; file?: File; onChange: (file?: File) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Button icon={<CameraOutlined />} onClick={() => input.current?.click()}>
        {t('postureAnalysis.choose_photo')}
      </Button>
      <Typography.Text ellipsis type={file ? undefined : 'secondary'}>
        {file ? file.name : '—'}
      </Typography.Text>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        style={{ display: 'none' }}
        onChange={(e) => onChange(e.target.files?.[0])}
      />
    </Flex>
  );
}

function StartAnalysisForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const dispatch = useEntityDispatch();
  const toast = useToast();
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<Partial<Record<Photo, File>>>({});
  const [formKey, setFormKey] = useState(0);
  const status = useAppSelector(slice.selectors.selectStatus);
  const error = useAppSelector(slice.selectors.selectErrors).create;
  const complete = name.trim() !== '' && POSTURE_PHOTOS.every((p) => photos[p]);
  const parent = { member_id: memberId };

  const submit = async () => {
    const result = await dispatch(
      slice.thunks.create({ parent, body: { posture_name: name, user_comment: comment, ...photos } }),
    );
    if (result.meta.requestStatus !== 'fulfilled') return;
    toast.success(t('generic.success_message'));
    setName('');
    setComment('');
    setPhotos({});
    setFormKey((k) => k + 1);
    void dispatch(slice.thunks.search({ parent }));
  };

  return (
    <Card size="small" title={t('postureAnalysis.start_title')} style={{ marginBottom: 16 }}>
      {error && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => dispatch(slice.actions.clearError('create')) }}
          title={error}
          style={{ marginBottom: 12 }}
        />
      )}
      <Form layout="vertical" key={formKey} onFinish={() => void submit()}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('postureAnalysis.fields.posture_name')} required htmlFor="posture_name">
              <Input
                value={name}
                onChange={(e) => setName(e.target.value)}
                id="posture_name"
                maxLength={100}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('postureAnalysis.fields.user_comment')} htmlFor="posture_user_comment">
              <Input.TextArea
                id="posture_user_comment"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                rows={1}
              />
            </Form.Item>
          </Col>
          {POSTURE_PHOTOS.map((slot) => (
            <Col xs={24} sm={12} md={6} key={slot}>
              <Form.Item label={t(`postureAnalysis.fields.${slot}`)} required htmlFor={`photo-${slot}`}>
                <PhotoPicker
                  id={`photo-${slot}`}
                  file={photos[slot]}
                  onChange={(file) => setPhotos((current) => ({ ...current, [slot]: file }))}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          icon={<UploadOutlined />}
          disabled={!complete}
          loading={status === 'creating'}
        >
          {t('postureAnalysis.start')}
        </Button>
      </Form>
    </Card>
  );
}

export default function PostureTab({ memberId, title }: MemberTabProps) {
  return (
    <Can permission="MEMBER_CONSULTATION_POSTUR">
      <StartAnalysisForm memberId={memberId} />
      <EntityList<PostureAnalysis>
        entity={slice}
        parent={{ member_id: memberId }}
        columns={postureColumns}
        title={title}
        exportable={false}
      />
    </Can>
  );
}
