// /checkins (CHECKINS_CREATE): the front desk. Find the member by name (Turkish search, as every member list)
// or by the number on their card — a barcode scanner types it and presses Enter, which checks the member in at
// once. Then the member's panel: running package, lessons left, check-in, last visits. Large controls for a
// tablet on the counter.
import { useState } from 'react';
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ForbiddenCard } from '../../components/EntityList';
import { useCan } from '../../components/Can';
import { useEntityDispatch } from '../../components/entityBinding';
import { OptionSelect } from '../../components/OptionSelect';
import { latinDigits } from '../../lib/localeNumber';
import { useToast } from '../../lib/useToast';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { CheckinPanel } from './CheckinPanel';

const MEMBER_NUMBER = /^\d{1,9}$/;

export default function CheckinDeskPage() {
  const { t } = useTranslation();
  usePageTitle('checkins.desk.title');
  const dispatch = useEntityDispatch();
  const toast = useToast();
  const [memberId, setMemberId] = useState<number>();
  const [number, setNumber] = useState('');
  if (!useCan('CHECKINS_CREATE')) return <ForbiddenCard title={t('checkins.desk.title')} />;

  // A scanned card: that member, checked in at once (a refusal or an unknown number shows in the panel/toast).
  const scan = async () => {
    // A number typed on an Arabic keyboard (٤٢) is the same card number (42).
    const text = latinDigits(number.trim());
    if (!MEMBER_NUMBER.test(text)) return toast.error(t('checkins.desk.bad_number'));
    const id = Number(text);
    setNumber('');
    setMemberId(id);
    const parent = { member_id: id };
    const result = await dispatch(entities.checkins.thunks.create({ parent, body: {} }));
    if (result.meta.requestStatus !== 'fulfilled') return;
    toast.success(t('checkins.desk.done', { name: `#${id}` }));
    // The panel may have read the package and visits before the check-in landed.
    void dispatch(entities.memberPackages.thunks.search({ parent }));
    void dispatch(entities.checkins.thunks.search({ parent }));
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Card title={<h1 className="entity-card-title">{t('checkins.desk.title')}</h1>}>
          <Form layout="vertical" component="div">
            <Row gutter={16}>
              <Col xs={24} md={14}>
                <Form.Item label={t('checkins.desk.search')} htmlFor="checkin-member">
                  <OptionSelect
                    id="checkin-member"
                    preset="members"
                    value={memberId}
                    onChange={(value) => setMemberId(value == null ? undefined : Number(value))}
                    placeholder={t('checkins.desk.search_hint')}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item label={t('checkins.desk.number')} htmlFor="checkin-number">
                  <Input
                    id="checkin-number"
                    size="large"
                    inputMode="numeric"
                    autoComplete="off"
                    autoFocus
                    value={number}
                    placeholder={t('checkins.desk.number_hint')}
                    onChange={(e) => setNumber(e.target.value)}
                    onPressEnter={() => void scan()}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
      </Col>
      {memberId !== undefined && (
        <Col xs={24}>
          <CheckinPanel key={memberId} memberId={memberId} />
        </Col>
      )}
    </Row>
  );
}
