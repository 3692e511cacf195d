export { articleSchema, ARTICLE_LANGS, ARTICLE_TYPES } from './articles';
export { branchSchema } from './branches';
export { loginSchema } from './login';
export { memberSchema, MEMBER_CREATE_DEFAULTS } from './members';
export { profileDataSchema } from './profile';
export { roleSchema } from './roles';
export { createUserSchema, editUserSchema, USER_STATUSES, USER_TYPES, PASSWORD_AGAIN_ERR } from './users';
export { EMAIL_FORMAT, INVALID, REQUIRED, TOO_LARGE } from './fields';
