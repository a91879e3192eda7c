export { NotificationsPage, NO_NOTIFICATIONS } from './notifications-page';
