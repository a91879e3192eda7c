/** How each friendship action changes the viewer's flags (SPEC.md §4), shown before the answer. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Friendship, FriendshipAction } from '@quad/contract';

const NONE: Friendship = {
  friends: false,
  following: false,
  requestSent: false,
  requestReceived: false,
};

export const nextFriendship = (action: FriendshipAction, flags: Friendship): Friendship => {
  switch (action) {
    case 'addFriend':
      return { ...flags, requestSent: true, following: true };
    case 'cancelRequest':
      return { ...flags, requestSent: false, following: false };
    case 'acceptRequest':
      return { friends: true, following: true, requestSent: false, requestReceived: false };
    case 'deleteRequest':
    case 'unfriend':
      return NONE;
    case 'follow':
      return { ...flags, following: true };
    case 'unfollow':
      return { ...flags, following: false };
  }
};

/** What a screen reader hears once the server has agreed. */
export const doneMessage: Record<FriendshipAction, MessageDescriptor> = {
  addFriend: msg`Friend request sent.`,
  cancelRequest: msg`Friend request canceled.`,
  acceptRequest: msg`You are now friends.`,
  deleteRequest: msg`Friend request deleted.`,
  unfriend: msg`You are no longer friends.`,
  follow: msg`You now follow this member.`,
  unfollow: msg`You no longer follow this member.`,
};
