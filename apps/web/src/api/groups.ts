/** (ext) Groups' calls: finding and creating groups, a group's page, membership, moderation. */
import {
  type CreateGroupRequest,
  type GroupKind,
  type GroupNotifySetting,
  type GroupReportItemKind,
  type GroupRole,
  type UpdateGroupRequest,
} from '@quad/contract';
import { callApi, callApiPage } from './client';

export const searchGroups = (q: string, kind: GroupKind | undefined, cursor?: string) =>
  callApiPage('searchGroups', { query: { q: q || undefined, kind, cursor } });

export const getMyGroups = (cursor?: string) => callApiPage('getMyGroups', { query: { cursor } });

export const getGroupSuggestions = () => callApi('getGroupSuggestions');

export const createGroup = (body: CreateGroupRequest) => callApi('createGroup', { body });

export const getGroup = (slug: string) => callApi('getGroup', { params: { slug } });

export const updateGroup = (slug: string, body: UpdateGroupRequest) =>
  callApi('updateGroup', { params: { slug }, body });

export const deleteGroup = (slug: string) => callApi('deleteGroup', { params: { slug } });

/** Joins a public group, accepts an invitation, or asks to join a private group. */
export const joinGroup = (slug: string, answers: string[] = []) =>
  callApi('joinGroup', { params: { slug }, body: { answers } });

export const cancelGroupRequest = (slug: string) =>
  callApi('cancelGroupRequest', { params: { slug } });

export const declineGroupInvitation = (slug: string) =>
  callApi('declineGroupInvitation', { params: { slug } });

export const leaveGroup = (slug: string, successorId?: string) =>
  callApi('leaveGroup', { params: { slug }, body: { successorId } });

export const setGroupNotifications = (slug: string, notify: GroupNotifySetting) =>
  callApi('setGroupNotifications', { params: { slug }, body: { notify } });

export const getGroupMembers = (slug: string, q: string, cursor?: string) =>
  callApiPage('getGroupMembers', { params: { slug }, query: { q: q || undefined, cursor } });

export const setGroupMemberRole = (slug: string, userId: string, role: GroupRole) =>
  callApi('setGroupMemberRole', { params: { slug, userId }, body: { role } });

export const updateGroupCover = (slug: string, url: string) =>
  callApi('updateGroupCover', { params: { slug }, body: { url } });

/** Removes a member, and bans them if asked; the reason is kept in the group's log. */
export const removeGroupMember = (
  slug: string,
  userId: string,
  { ban, reason }: { ban: boolean; reason: string },
) => callApi('removeGroupMember', { params: { slug, userId }, body: { ban, reason } });

export const getGroupBans = (slug: string, cursor?: string) =>
  callApiPage('getGroupBans', { params: { slug }, query: { cursor } });

export const unbanGroupMember = (slug: string, userId: string) =>
  callApi('unbanGroupMember', { params: { slug, userId } });

export const getGroupRequests = (slug: string, cursor?: string) =>
  callApiPage('getGroupRequests', { params: { slug }, query: { cursor } });

export const approveGroupRequest = (slug: string, userId: string) =>
  callApi('approveGroupRequest', { params: { slug, userId } });

export const declineGroupRequest = (slug: string, userId: string) =>
  callApi('declineGroupRequest', { params: { slug, userId } });

export const inviteToGroup = (slug: string, userId: string) =>
  callApi('inviteToGroup', { params: { slug }, body: { userId } });

export const getGroupLog = (slug: string, cursor?: string) =>
  callApiPage('getGroupLog', { params: { slug }, query: { cursor } });

/** The group's reported posts and comments, the latest reported first (admins and moderators). */
export const getGroupReports = (slug: string, cursor?: string) =>
  callApiPage('getGroupReports', { params: { slug }, query: { cursor } });

/** Off the group's list only: the site's moderators still see the reports. */
export const dismissGroupReports = (slug: string, kind: GroupReportItemKind, id: string) =>
  callApi('dismissGroupReports', { params: { slug, kind, id } });
