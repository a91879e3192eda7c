/** The member's settings calls, typed from the contract's entries. */
import type {
  DeleteAccountRequest,
  EventPreferences,
  NotificationPreferences,
  UpdateDeliverySettings,
  UpdatePasswordRequest,
} from '@quad/contract';
import { callApi, downloadApi } from './client';

export const updatePassword = (body: UpdatePasswordRequest) => callApi('updatePassword', { body });

export const logoutEverywhere = () => callApi('logoutEverywhere');

export const getNotificationPreferences = () => callApi('getNotificationPreferences');

export const updateNotificationPreferences = (body: NotificationPreferences) =>
  callApi('updateNotificationPreferences', { body });

export const getDeliverySettings = () => callApi('getDeliverySettings');

export const updateDeliverySettings = (body: UpdateDeliverySettings) =>
  callApi('updateDeliverySettings', { body });

export const getEventPreferences = () => callApi('getEventPreferences');

export const updateEventPreferences = (body: EventPreferences) =>
  callApi('updateEventPreferences', { body });

export const downloadMyData = () => downloadApi('downloadMyData', 'my-information.zip');

export const deleteAccount = (body: DeleteAccountRequest) => callApi('deleteAccount', { body });
