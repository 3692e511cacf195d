// The messages tab: id, sender, the message (sanitized HTML), its picture as a thumbnail of at most
// 100×100 opening in a new tab, and the date; 'Mesaj At' adds one.
import { EntityList, type EntityColumn } from '../../../components/EntityList';
import { sanitizeHtml } from '../../../lib/sanitizeHtml';
import { entities } from '../../../store/entities';
import type { PtMessage } from '../types';

export function MessageThumbnail({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="pt-message-thumbnail">
      <img src={url} alt="" style={{ maxWidth: 100, maxHeight: 100, objectFit: 'contain' }} />
    </a>
  );
}

const columns: EntityColumn<PtMessage>[] = [
  { field: 'id', width: 80, ltr: true },
  { field: 'senderName' },
  {
    field: 'description',
    // Sanitized here as well: the server sanitized it when it was written.
    render: (m) => (
      <div className="pt-message" dangerouslySetInnerHTML={{ __html: sanitizeHtml(m.description) }} />
    ),
  },
  { field: 'image_url', render: (m) => <MessageThumbnail url={m.image_url} /> },
  { field: 'create_date', ltr: true },
];

export function MessagesTab({ ptId }: { ptId: number }) {
  return (
    <EntityList<PtMessage>
      entity={entities.personalTrainingMessage}
      parent={{ pt_id: ptId }}
      columns={columns}
      exportable={false}
    />
  );
}
