export { FriendsPage } from './friends-page';
export { sectionOf as friendSectionOf } from './friend-sections';
