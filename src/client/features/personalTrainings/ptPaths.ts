// The SPA paths of a training's screens (spec part 2 §2), built in one place.
export type PtTab = 'general-informations' | 'sports-program' | 'diet-program' | 'messages';
export const PT_TABS: readonly PtTab[] = [
  'general-informations',
  'sports-program',
  'diet-program',
  'messages',
];

type Id = number | string;

export const ptPaths = {
  list: () => '/personalTrainings',
  edit: (ptId: Id, tab: PtTab = 'general-informations') => `/personalTrainings-edit/${ptId}/${tab}`,
  addDay: (ptId: Id, day: Id) => `/personalTrainings-edit-add-day/${ptId}/${day}`,
  editDay: (ptId: Id, day: Id, dayId: Id) => `/personalTrainings-edit-day/${ptId}/${day}/${dayId}`,
  dayMoves: (ptId: Id, dayId: Id, day: Id) => `/personalTrainings-edit-day-moves/${ptId}/${dayId}/${day}`,
  addMove: (ptId: Id, dayId: Id, day: Id) => `/personalTrainings-edit-day-moves-add/${ptId}/${dayId}/${day}`,
  editMove: (ptId: Id, dayId: Id, day: Id, moveId: Id) =>
    `/personalTrainings-edit-day-moves-edit/${ptId}/${dayId}/${day}/${moveId}`,
  addMessage: (ptId: Id) => `/personalTrainings-messages-add/${ptId}`,
};
