/** (ext) Notification calls: what happened to the member because of someone else. */
import { callApi, callApiPage } from './client';

/** A page of the member's notifications, newest first; `cursor` comes from the Link header. */
export const getNotifications = (cursor?: string, limit?: number) =>
  callApiPage('getNotifications', { query: { cursor, limit } });

export const getNotificationCounts = () => callApi('getNotificationCounts');

export const markNotificationRead = (id: string) =>
  callApi('markNotificationRead', { params: { id } });

export const markAllNotificationsRead = () => callApi('markAllNotificationsRead');
