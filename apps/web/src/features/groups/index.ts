export { GroupPage } from './group-page';
export { GroupsPage } from './groups-page';
export { InviteDialog, type InviteFriend } from './invite-dialog';
