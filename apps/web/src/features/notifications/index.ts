export { MarkAllReadButton } from './mark-all-read-button';
export { NotificationList } from './notification-list';
export { useInvitationOutcome } from './invitation-outcome';
