// The registry rows of the personalTrainings area (assembled in index.ts; the row shape is resourceDef.ts).
import type {
  PersonalTrainingRecord,
  PtDayRecord,
  PtMessageRecord,
  PtMoveRecord,
} from '../schemas/personalTrainings';
import { defineResource, recordType } from '../resourceDef';
import {
  personalTrainingSchema,
  ptDayCopySchema,
  ptDaySchema,
  ptDayUpdateSchema,
  ptMessageSchema,
  ptMoveSchema,
  ptMoveUpdateSchema,
} from '../schemas/personalTrainings';

// --- Personal trainings (spec part 2 §2, §7) ---
// The spec's paths are flat (`personalTrainingsDay?pt_id=7`): the program and the day are query parents.
export function personalTrainingsRows() {
  const family = 'PERSONAL_TRAININGS';
  const ofTraining = { param: 'pt_id', resource: 'personalTrainings', column: 'pt_id', in: 'query' } as const;
  // A program's days, moves and messages are its contents: added under the training's UPDATE (spec §6).
  const contents = { permissions: { create: 'UPDATE' } } as const;
  return {
    personalTrainings: defineResource({
      name: 'personalTrainings',
      record: recordType<PersonalTrainingRecord>(),
      computed: ['user_name', 'pt_type_name', 'pt_type_price', 'coach_name'],
      path: 'personalTrainings',
      entity: 'personal_trainings',
      family,
      sortable: ['id', 'start_date', 'end_date', 'diet_status', 'sports_program_status'],
      filters: {
        id: 'eq',
        member_id: 'eq',
        coach_id: 'eq',
        pt_type_id: 'eq',
        diet_status: { kind: 'eq', options: [0, 1] },
        sports_program_status: { kind: 'eq', options: [0, 1] },
      },
      searchForm: ['member_id', 'coach_id', 'sports_program_status', 'diet_status'],
      schema: personalTrainingSchema,
      personal: { description: 'text', diet_description: 'text' },
      // A training follows its member: writes must name a member the caller reaches.
      owner: { column: 'member_id', resource: 'members' },
      richText: ['diet_description'],
      listOmit: ['diet_description'],
      references: { member_id: 'members', pt_type_id: 'personalTrainingsTypes', coach_id: 'users' },
      // user_name, pt_type_name, pt_type_price and coach_name are read from these.
      dependsOn: ['members', 'personal_training_types', 'users'],
      screens: {
        list: '/personalTrainings',
        add: '/personalTrainings-add',
        edit: '/personalTrainings-edit/:id/general-informations',
      },
    }),
    /** A member's personal trainings (the member file's training-program tab); members' reach applies. */
    memberPersonalTrainings: defineResource({
      name: 'memberPersonalTrainings',
      record: 'personalTrainings',
      path: 'members/:member_id/personalTrainings',
      entity: 'personal_trainings',
      i18n: 'personalTrainings',
      family,
      parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
      sortable: ['id', 'start_date', 'end_date'],
      listOmit: ['diet_description'],
      personal: { description: 'text', diet_description: 'text' },
      actions: ['search'],
      dependsOn: ['members', 'personal_training_types', 'users'],
      screens: { edit: '/personalTrainings-edit/:id/general-informations' },
    }),
    personalTrainingsDay: defineResource({
      name: 'personalTrainingsDay',
      record: recordType<PtDayRecord>(),
      ...contents,
      path: 'personalTrainingsDay',
      entity: 'personal_training_days',
      i18n: 'personalTrainings.days',
      family,
      parents: [ofTraining],
      // A new day is the program's last day number + 1, from 1 (spec part 2 §4).
      sequence: { column: 'day_num', within: ['pt_id'] },
      defaultSort: { sort: 'day_num', sort_by: 'ASC' },
      sortable: ['id', 'day_num', 'title', 'status'],
      filters: { status: 'eq' },
      schema: ptDaySchema,
      personal: { user_comment: 'text' },
      updateSchema: ptDayUpdateSchema,
      references: { pt_id: 'personalTrainings' },
      operations: {
        // PUT personalTrainingsDayCopy/{id} {pt_id, day_id, copy_day_id}: one transaction, 200.
        copy: {
          method: 'PUT',
          on: 'record',
          path: 'personalTrainingsDayCopy/:id',
          permission: 'UPDATE',
          body: ptDayCopySchema,
          answer: 'json',
        },
      },
      screens: { list: '/personalTrainings-edit/:pt_id/sports-program' },
    }),
    personalTrainingsDayMoves: defineResource({
      name: 'personalTrainingsDayMoves',
      record: recordType<PtMoveRecord>(),
      ...contents,
      path: 'personalTrainingsDayMoves',
      entity: 'personal_training_day_moves',
      i18n: 'personalTrainings.moves',
      family,
      // The day is looked up within the program named before it: a day of another program is refused.
      parents: [
        ofTraining,
        { param: 'pt_day_id', resource: 'personalTrainingsDay', column: 'pt_day_id', in: 'query' },
      ],
      audit: true,
      defaultSort: { sort: 'id', sort_by: 'ASC' },
      sortable: ['id', 'move_name', 'number_sets', 'duration', 'weight'],
      search: { param: 'move_name', columns: ['move_name'] },
      searchForm: ['move_name'],
      schema: ptMoveSchema,
      updateSchema: ptMoveUpdateSchema,
      richText: ['description'],
      // No reference: a day's moves go with it (modules/personalTrainings/dayHooks.ts afterDelete).
      // The move screens name the program and the day number beside the day (spec part 2 §2).
      screens: { list: '/personalTrainings-edit-day-moves/:pt_id/:pt_day_id/:day' },
    }),
    personalTrainingMessage: defineResource({
      name: 'personalTrainingMessage',
      record: recordType<PtMessageRecord>(),
      computed: ['senderName', 'media_id', 'image_url', 'attributes'],
      ...contents,
      path: 'personalTrainingMessage',
      entity: 'personal_training_messages',
      i18n: 'personalTrainings.messages',
      family,
      parents: [ofTraining],
      audit: true,
      sortable: ['id', 'create_date'],
      schema: ptMessageSchema,
      personal: { description: 'text' },
      richText: ['description'],
      references: { pt_id: 'personalTrainings' },
      dependsOn: ['users'],
      mediaOwner: 'personalTrainingMessage',
      actions: ['search', 'read', 'create', 'delete'],
      screens: {
        list: '/personalTrainings-edit/:pt_id/messages',
        add: '/personalTrainings-messages-add/:pt_id',
      },
    }),
  };
}
