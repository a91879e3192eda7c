export { GroupPage } from './group-page';
export { GroupsPage } from './groups-page';
