export { NotificationsPage } from './notifications-page';
