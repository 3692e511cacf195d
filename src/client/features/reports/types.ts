import type { ReportRecord } from '../../../shared/records';

export type Report = ReportRecord;
