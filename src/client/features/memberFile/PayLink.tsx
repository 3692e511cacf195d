// A link into the packages tab that opens 'Tahsilat al' for one package (`?pay={packageId}`, from the dues list):
// the package is read if the tab's page does not hold it, and after the payment the `?return=` path is followed
// (back to the dues), otherwise the dialog just closes.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '../../components/Can';
import { returnPathOf } from '../../lib/returnPath';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { TakePaymentDialog } from './TakePaymentDialog';

const packages = entities.memberPackages;

export function PayLink({ memberId, packageId }: { memberId: number; packageId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const pkg = useAppSelector((state) => packages.selectors.selectById(state, packageId));
  const found = pkg !== undefined && pkg.member_id === memberId;
  const allowed = useCan('PAYMENTS_CREATE');
  // Set once the payment sends the desk back: the dialog's closing then leaves the address alone.
  const returning = useRef(false);
  useEffect(() => {
    if (allowed && !found)
      void dispatch(packages.thunks.read({ id: packageId, parent: { member_id: memberId } }));
  }, [dispatch, allowed, found, packageId, memberId]);
  if (!allowed || !found) return null;

  const close = () => {
    if (returning.current) return;
    const next = new URLSearchParams(search);
    next.delete('pay');
    next.delete('return');
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  const taken = () => {
    const back = returnPathOf(search);
    if (back) {
      returning.current = true;
      navigate(back);
    } else void dispatch(packages.thunks.search({ parent: { member_id: memberId } }));
  };
  return <TakePaymentDialog pkg={pkg} onClose={close} onTaken={taken} />;
}
