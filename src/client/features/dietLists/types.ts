// The records this area shows, from the shared record types.
import type { DietListItemRecord, DietListRecord } from '../../../shared/schemas/dietLists';

export type DietList = DietListRecord;
export type DietListItem = DietListItemRecord;
