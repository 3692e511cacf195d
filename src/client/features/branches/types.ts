// The branches area's records (one type each, shared with the server).
export type { BranchRecord as Branch, MediaEntry } from '../../../shared/records';
