export { CheckInPage } from './check-in-page';
export { EventPage } from './event-page';
export { EventsPage } from './events-page';
