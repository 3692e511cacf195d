// /checkins (CHECKINS_CREATE): the front desk. Find the member by name (Turkish search, as every member list)
// or by the number on their card — a barcode scanner types it and presses Enter, which checks the member in at
// once; the same number read again within a few seconds (a reader sending twice) is dropped. Then the member's
// panel: running package, lessons left, check-in, last visits. The member chosen is in the address
// (/checkins?member=7), where the package sale from the panel returns. Large controls for a tablet on the counter.
import { useRef, useState } from 'react';
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ForbiddenCard } from '../../components/EntityList';
import { useCan } from '../../components/Can';
import { OptionSelect } from '../../components/OptionSelect';
import { latinDigits } from '../../lib/localeNumber';
import { useToast } from '../../lib/useToast';
import { usePageTitle } from '../../shell/usePageTitle';
import { CheckinPanel } from './CheckinPanel';

const MEMBER_NUMBER = /^\d{1,9}$/;
/** How long the same card number is taken for the same read (a reader that sends it twice). */
export const REPEAT_READ_MS = 5000;

export default function CheckinDeskPage() {
  const { t } = useTranslation();
  usePageTitle('checkins.desk.title');
  const toast = useToast();
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('member'));
  const memberId = Number.isInteger(chosen) && chosen > 0 ? chosen : undefined;
  const [number, setNumber] = useState('');
  const [scan, setScan] = useState<{ id: number }>();
  const lastRead = useRef<{ id: number; at: number }>();
  const canCheckIn = useCan('CHECKINS_CREATE');
  if (!canCheckIn) return <ForbiddenCard title={t('checkins.desk.title')} />;

  const choose = (id: number | undefined) =>
    setSearch(id === undefined ? {} : { member: String(id) }, { replace: true, preventScrollReset: true });

  // A scanned card: that member, checked in at once by the panel (a refusal shows there).
  const read = () => {
    // A number typed on an Arabic keyboard (٤٢) is the same card number (42).
    const text = latinDigits(number.trim());
    if (!MEMBER_NUMBER.test(text)) return toast.error(t('checkins.desk.bad_number'));
    const id = Number(text);
    setNumber('');
    const now = Date.now();
    if (lastRead.current?.id === id && now - lastRead.current.at < REPEAT_READ_MS) return;
    lastRead.current = { id, at: now };
    choose(id);
    setScan({ id });
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
                    onChange={(value) => choose(value == null ? undefined : Number(value))}
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
                    onPressEnter={read}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
      </Col>
      {memberId !== undefined && (
        <Col xs={24}>
          <CheckinPanel
            key={memberId}
            memberId={memberId}
            scan={scan?.id === memberId ? scan : undefined}
            returnTo={`/checkins?member=${memberId}`}
          />
        </Col>
      )}
    </Row>
  );
}
