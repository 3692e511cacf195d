// The desk's answer for one member today: "Giriş yap"; or, once they came in today, the time of that visit and an
// explicit "İkinci giriş" (the server refuses a second visit without it); or, when no package can be spent, the
// reason beside a disabled button and "Paket sat", the sale form for the member, which comes back here.
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CheckinRefusal } from '../../../shared/schemas/checkins';
import { permissionOf } from '../../../shared/resourceDef';
import { useCan } from '../../components/Can';
import { screenPath } from '../../components/entityBinding';
import { withReturn } from '../../lib/returnPath';
import { entities } from '../../store/entities';

export interface CheckinActionsProps {
  memberId: number;
  /** Why no package can be spent today (undefined: one can, or the packages are not known). */
  blocked?: CheckinRefusal;
  /** "Bugün 09:21'de giriş yaptı." once the member came in today. */
  notice?: string;
  busy: boolean;
  canCheckIn: boolean;
  onCheckIn: (repeat: boolean) => void;
  /** Where the sale form returns after saving. */
  returnTo: string;
}

export function CheckinActions(props: CheckinActionsProps) {
  const { memberId, blocked, notice, busy, canCheckIn, onCheckIn, returnTo } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canSell = useCan(permissionOf(entities.memberPackages.def, 'create'));
  const reasonId = `checkin-blocked-${memberId}`;
  const sale = screenPath(entities.memberPackages.def.screens.add, { member_id: memberId });
  const disabled = busy || blocked !== undefined;

  return (
    <>
      {blocked && (
        <Alert
          type="warning"
          showIcon
          title={
            // The button's reason: the specific one, or "no package" itself.
            <span id={blocked === 'no_package' ? reasonId : undefined}>
              {t('checkins.desk.no_running_package')}
            </span>
          }
          description={
            blocked === 'no_package' ? undefined : (
              <span id={reasonId}>{t(`checkins.errors.${blocked}`)}</span>
            )
          }
          action={
            canSell &&
            sale && (
              <Button type="primary" onClick={() => navigate(withReturn(sale, returnTo))}>
                {t('checkins.desk.sell_package')}
              </Button>
            )
          }
        />
      )}
      {notice && (
        <Alert
          type="info"
          showIcon
          title={notice}
          action={
            canCheckIn && (
              <Button
                loading={busy}
                disabled={disabled}
                aria-describedby={blocked ? reasonId : undefined}
                onClick={() => onCheckIn(true)}
              >
                {t('checkins.desk.second_visit')}
              </Button>
            )
          }
        />
      )}
      {canCheckIn && !notice && (
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          disabled={disabled}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={() => onCheckIn(false)}
        >
          {t('checkins.desk.check_in')}
        </Button>
      )}
    </>
  );
}
