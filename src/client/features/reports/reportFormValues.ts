// Report form values: what the shared schema checks. The member comes from the list's filter or the member's
// tab (`/report-add?member_id=7`); status, author and approval are the server's and are never sent.
import type { Body } from '../../api/resourceClient';

export interface ReportFormValues {
  member_id: number | '';
  type: string;
  title: string;
  period_start: string;
  period_end: string;
  content: string;
}

export const newReportValues = (memberId?: number): ReportFormValues => ({
  member_id: memberId ?? '',
  type: 'progress',
  title: '',
  period_start: '',
  period_end: '',
  content: '',
});

export const reportToBody = (values: ReportFormValues): Body => ({ ...values });
