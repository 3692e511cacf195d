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
