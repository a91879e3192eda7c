/** Web Push and the pause of notifications, typed from the contract's entries. */
import type { CreatePushSubscriptionRequest, PauseChoice } from '@quad/contract';
import { callApi } from './client';

export const getPushServerKey = () => callApi('getPushServerKey');

export const getPushSubscription = () => callApi('getPushSubscription');

export const createPushSubscription = (body: CreatePushSubscriptionRequest) =>
  callApi('createPushSubscription', { body });

export const deletePushSubscription = () => callApi('deletePushSubscription');

/** The delivery settings: the pause's end is their `paused_until`. */
export const getDeliveryPause = async () => (await callApi('getDeliverySettings')).paused_until;

export const pauseDelivery = async (choice: PauseChoice) =>
  (await callApi('pauseDelivery', { body: { for: choice } })).paused_until;

export const resumeDelivery = async () => (await callApi('resumeDelivery')).paused_until;
