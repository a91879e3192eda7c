import type { Group } from '@quad/contract';

/** Whether the viewer runs the group: its admins and moderators, and the site's moderators. */
export const runsGroup = (group: Group) =>
  group.viewerRole === 'admin' || group.viewerRole === 'moderator' || group.siteModerator;
