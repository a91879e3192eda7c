export { MarkAllReadButton, MARK_ALL_READ } from './mark-all-read-button';
export { NotificationList } from './notification-list';
export { notificationText } from './notification-sentence';
export { useInvitationOutcome } from './invitation-outcome';
