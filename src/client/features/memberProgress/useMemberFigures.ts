// The open member's height, birthdate and calorie target, as the member file already holds them in the store.
import { useAppSelector } from '../../store/hooks';
import { entities } from '../../store/entities';

export function useMemberFigures(memberId: number) {
  const member = useAppSelector((state) => entities.members.selectors.selectById(state, memberId));
  return {
    height: Number(member?.height) > 0 ? Number(member!.height) : null,
    birthdate: member?.birthdate ?? null,
    targetCalories: Number(member?.target_daily_calorie) > 0 ? Number(member!.target_daily_calorie) : null,
  };
}
