// Notifications to a member (NOTIFICATIONS to see, NOTIFICATIONS_CREATE to send): a free one with a title and a
// message, or a package's payment reminder (no body; the text is the server's). Delivered by e-mail.
import { object } from 'yup';
import { requiredText } from './fields';

export const NOTIFICATION_KINDS = ['free', 'payment_reminder'] as const;
export const NOTIFICATION_CHANNELS = ['email'] as const;
/** Delivery state, read from the outbox row that carries the mail. */
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;

export const sendNotificationSchema = object({
  title: requiredText(150),
  message: requiredText(2000),
});

// The records as answered (the registry rows name them in `record`).
/** Hand-written: the row has no schema (its send operation's body is title and message); the rest is the server's. */
export interface NotificationRecord {
  id: number;
  member_id: number;
  kind: (typeof NOTIFICATION_KINDS)[number];
  channel: (typeof NOTIFICATION_CHANNELS)[number];
  title: string;
  message: string;
  package_id: number | null;
  sender_id: number | null;
  recipient: string;
  outbox_id: number | null;
  created_at?: string;
  // Read-only, filled when read:
  sender_name?: string;
  delivery_state?: (typeof DELIVERY_STATES)[number];
}
