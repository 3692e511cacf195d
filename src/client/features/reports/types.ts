import type { ReportRecord } from '../../../shared/schemas/reports';

export type Report = ReportRecord;
