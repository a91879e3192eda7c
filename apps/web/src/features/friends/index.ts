export { FriendsPage } from './friends-page';
