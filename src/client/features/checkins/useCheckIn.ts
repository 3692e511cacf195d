// One member's check-in at the desk. One request at a time: a double click or a card read twice while the first
// is on its way sends one. The server refuses a second visit of the day unless it says `repeat`; its
// already_checked_in is the desk's notice (the visit is in the list once re-read), never a red error.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPackageRecord } from '../../../shared/schemas/memberPackages';
import type { CheckinRecord } from '../../../shared/schemas/checkins';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch } from '../../store/hooks';

const visits = entities.checkins;

export interface CheckInOptions {
  memberId: number;
  /** The package the visit will spend, when known (the toast says the lessons left). */
  running?: MemberPackageRecord;
  name?: string;
  /** Re-reads the member's packages and visits. */
  reload: () => void;
}

export function useCheckIn({ memberId, running, name, reload }: CheckInOptions) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const inFlight = useRef(false);
  /** A check-in on its way: the slice's error for it is not shown until it is known to be one (not the notice). */
  const [checking, setChecking] = useState(false);
  /** The visit just made, until the re-read list shows it: the notice replaces "Giriş yap" at once. */
  const [made, setMade] = useState<CheckinRecord>();
  /** The server's already_checked_in message (it names the time), for when the list does not show the visit. */
  const [already, setAlready] = useState<string>();

  const checkIn = useCallback(
    async (repeat: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setChecking(true);
      try {
        const body = repeat ? { repeat: true } : {};
        const result = await dispatch(visits.thunks.create({ parent: { member_id: memberId }, body }));
        if (visits.thunks.create.fulfilled.match(result)) {
          const visit = result.payload;
          setMade(visit);
          const who = visit.member_name || name || t('checkins.desk.member', { id: memberId });
          const left = running ? running.lesson_count - running.used_lessons - 1 : undefined;
          toast.success(
            left === undefined
              ? t('checkins.desk.done', { name: who })
              : t('checkins.desk.done_left', { name: who, count: left }),
          );
          reload();
        } else if (result.meta.code === 'already_checked_in') {
          dispatch(visits.actions.clearError('create'));
          setAlready(result.payload);
          reload();
        }
      } finally {
        inFlight.current = false;
        setChecking(false);
      }
    },
    [dispatch, memberId, running, name, reload, t, toast],
  );

  /** After an undo: today's visit may be gone. */
  const forget = useCallback(() => {
    setMade(undefined);
    setAlready(undefined);
  }, []);

  return { checkIn, checking, made, already, forget };
}
