// /postureAnalysis (spec part 2 §2, §3): posture name, member name, date and the answering user; the edit action
// (MEMBER_CONSULTATION_POSTUR) opens the photos and the answer. The server limits the rows to reachable members.
import './translations';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import { usePageTitle } from '../../shell/usePageTitle';
import { entities } from '../../store/entities';
import { displayDate, type PostureAnalysis } from './types';

export const postureColumns: EntityColumn<PostureAnalysis>[] = [
  { field: 'posture_name' },
  { field: 'member_name' },
  { field: 'created_at', render: (r) => displayDate(r.created_at), ltr: true },
  { field: 'answered_by_name' },
];

export default function PostureAnalysisListPage() {
  usePageTitle('postureAnalysis.title');
  return <EntityList<PostureAnalysis> entity={entities.postureAnalysis} columns={postureColumns} />;
}
