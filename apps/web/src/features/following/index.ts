export { FollowingPage } from './following-page';
