// /report-add and /report-edit/{id}: the report form on the generic EntityForm; a saved report shows its
// approval state and, with REPORTS_APPROVE, the approve button above the form.
import './translations';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { EntityForm } from '../../components/EntityForm';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { useAppSelector } from '../../store/hooks';
import { ReportApproval } from './ReportApproval';
import { ReportFormFields } from './ReportFormFields';
import { newReportValues, reportToBody, type ReportFormValues } from './reportFormValues';
import type { Report } from './types';

export default function ReportFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const memberId = Number(search.get('member_id'));
  const titleKey = id === undefined ? 'reports.add_title' : 'reports.edit_title';
  usePageTitle(titleKey);
  const current = useAppSelector(entities.reports.selectors.selectCurrent);
  const saved = id !== undefined && current && String(current.id) === id ? current : undefined;

  return (
    <EntityForm<Report, ReportFormValues>
      entity={entities.reports}
      id={id}
      initialValues={newReportValues(Number.isInteger(memberId) && memberId > 0 ? memberId : undefined)}
      toBody={reportToBody}
      aside={saved && <ReportApproval report={saved} />}
      title={t(titleKey)}
    >
      <ReportFormFields />
    </EntityForm>
  );
}
