// A package's instalment plan (GET …/packages/{id}/instalments, MEMBER_PACKAGE_READ) with what its payments
// settled, read again whenever the package's money changes. Kept beside the screen, not in the store: it is the
// package's derived state, answered fresh by the server on the business day.
import { useCallback, useEffect, useState } from 'react';
import type { InstalmentAnswer, MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import { useCan } from '../../components/Can';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';

const { instalments } = entities.memberPackages.operations;

export interface InstalmentsState {
  plan: InstalmentAnswer[] | null;
  error: string | null;
  /** Read (or refused, or not readable by this user): the form may start with what it knows. */
  settled: boolean;
  /** Reads the plan again: a new plan leaves the package's price, paid and balance as they were. */
  reload: () => void;
}

type Answer = Omit<InstalmentsState, 'reload'>;

export function useInstalments(
  pkg: Pick<MemberPackageRecord, 'id' | 'member_id' | 'paid' | 'balance' | 'price'>,
): InstalmentsState {
  const dispatch = useAppDispatch();
  const canRead = useCan('MEMBER_PACKAGE_READ');
  const [state, setState] = useState<Answer>({ plan: null, error: null, settled: false });
  const [asked, setAsked] = useState(0);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  // The package's money as the store holds it: a payment, a void or a new price reads the plan again.
  const version = `${pkg.price}:${pkg.paid}:${pkg.balance}`;
  useEffect(() => {
    if (!canRead) {
      setState({ plan: null, error: null, settled: true });
      return;
    }
    let live = true;
    void dispatch(instalments({ id: pkg.id, parent: { member_id: pkg.member_id } })).then((result) => {
      if (!live) return;
      if (instalments.fulfilled.match(result))
        setState({
          plan: Array.isArray(result.payload) ? (result.payload as InstalmentAnswer[]) : [],
          error: null,
          settled: true,
        });
      else setState({ plan: null, error: String(result.payload ?? ''), settled: true });
    });
    return () => {
      live = false;
    };
  }, [dispatch, canRead, pkg.id, pkg.member_id, version, asked]);
  return { ...state, reload };
}
