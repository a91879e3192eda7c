export { ProfilePage } from './profile-page';
