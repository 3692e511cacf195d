// /member-edit/{id}/package-informations (MEMBER_PACKAGE_SEARCH): the member's packages with their money, the add
// and edit form in the tab (?package=new|{id}), 'Tahsilat al' and, under the price, the package's payments and
// plan (PackagePayments.tsx; ?pay={id} opens the payment at once), a payment reminder on packages with something left
// to pay, a freeze on packages that have not ended (PackageFreezes.tsx) and, with NOTIFICATIONS, the
// notifications sent to the member.
import { Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { Can } from '../../components/Can';
import { EntityList } from '../../components/EntityList';
import type { MemberTabProps } from '../../shell/memberTabs';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';
import { NotificationsList } from './NotificationsList';
import { PackageForm } from './PackageForm';
import { FreezeButton } from './PackageFreezes';
import { packageColumns } from './packageColumns';
import { PayLink } from './PayLink';
import { RemindButton } from './RemindButton';
import { TakePaymentButton } from './TakePaymentButton';

export default function PackagesTab({ memberId, title }: MemberTabProps) {
  const [search] = useSearchParams();
  const dispatch = useAppDispatch();
  const open = search.get('package');
  if (open === 'new') return <PackageForm memberId={memberId} />;
  if (open && Number(open) > 0) return <PackageForm memberId={memberId} id={Number(open)} />;
  const parent = { member_id: memberId };
  // A reminder adds a notification: the list below shows it at once.
  const refresh = () => void dispatch(entities.memberNotifications.thunks.search({ parent }));
  // A payment changes the package's paid, balance and next due day.
  const reload = () => void dispatch(entities.memberPackages.thunks.search({ parent }));
  const pay = Number(search.get('pay'));

  return (
    <Flex vertical gap="large">
      <EntityList<MemberPackageRecord>
        entity={entities.memberPackages}
        parent={parent}
        columns={packageColumns}
        title={title}
        rowActions={(pkg) => (
          <>
            <TakePaymentButton pkg={pkg} onTaken={reload} />
            <RemindButton pkg={pkg} onSent={refresh} />
            <FreezeButton pkg={pkg} />
          </>
        )}
      />
      {Number.isInteger(pay) && pay > 0 && <PayLink memberId={memberId} packageId={pay} />}
      <Can permission="NOTIFICATIONS">
        <NotificationsList memberId={memberId} />
      </Can>
    </Flex>
  );
}
