// The registry rows of the postureAnalysis area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource, recordType } from '../resourceDef';
import {
  type PostureAnalysisRecord,
  answerPostureAnalysisSchema,
  startPostureAnalysisSchema,
} from '../schemas/postureAnalysis';

// Posture analyses. The list follows the menu's COURSE_PACKAGE_SEARCH (spec part 2 §6); the photos
// and comments are a member's consultation data, so opening, answering and starting one need the posture
// consultation permission MEMBER_CONSULTATION_POSTUR. The members reach rule applies through the member.
const posturePhoto = { kind: 'image', required: true } as const;

const postureRow = {
  entity: 'posture_analysis',
  i18n: 'postureAnalysis',
  family: 'COURSE_PACKAGE',
  owner: { column: 'member_id', resource: 'members' },
  permissions: {
    read: 'MEMBER_CONSULTATION_POSTUR',
    create: 'MEMBER_CONSULTATION_POSTUR',
    update: 'MEMBER_CONSULTATION_POSTUR',
  },
  sortable: ['id', 'posture_name', 'member_id', 'created_at', 'answered_at'],
  filters: { id: 'eq', member_id: 'eq', answered_by: 'eq' },
  search: { param: 'posture_name', columns: ['posture_name'] },
  richText: ['instructor_comment'],
  mediaOwner: 'postureAnalysis',
  // Reach follows the member's coach and nutritionist; names come from members and users.
  dependsOn: ['members', 'users'],
  screens: { list: '/postureAnalysis', edit: '/postureAnalysis-edit/:id' },
} as const;

export const postureAnalysisRows = {
  postureAnalysis: defineResource({
    name: 'postureAnalysis',
    record: recordType<PostureAnalysisRecord>(),
    computed: ['image_front', 'image_back', 'image_side1', 'image_side2', 'member_name', 'answered_by_name'],
    path: 'postureAnalysis',
    ...postureRow,
    searchForm: ['posture_name'],
    actions: ['search', 'read', 'update'],
    schema: answerPostureAnalysisSchema,
    personal: { instructor_comment: 'text', user_comment: 'text' },
  }),
  /** The member file's posture-analyze tab: that member's analyses, and starting one with the four photos. */
  memberPostureAnalysis: defineResource({
    name: 'memberPostureAnalysis',
    record: 'postureAnalysis',
    path: 'members/:member_id/postureAnalysis',
    ...postureRow,
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    // The tab is the member file's posture consultation: listing it needs the same permission as starting one.
    permissions: { ...postureRow.permissions, search: 'MEMBER_CONSULTATION_POSTUR' },
    actions: ['search', 'create'],
    schema: startPostureAnalysisSchema,
    personal: { instructor_comment: 'text', user_comment: 'text' },
    files: {
      image_front: posturePhoto,
      image_back: posturePhoto,
      image_side1: posturePhoto,
      image_side2: posturePhoto,
    },
  }),
} as const;
