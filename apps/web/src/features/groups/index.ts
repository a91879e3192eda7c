export { GroupCard } from './group-card';
export { GroupPage } from './group-page';
export { shownGroupTab } from './group-roles';
export { GroupsPage } from './groups-page';
export { InviteDialog, type InviteFriend } from './invite-dialog';
