/** The four friends sections of SPEC.md §2 (friends page) with their caps and texts. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  FRIENDS_ALL_MAX,
  FRIENDS_HOME_FRIENDS_MAX,
  FRIENDS_SECTION_MAX,
  type FriendsPageInfos,
} from '@quad/contract';

export type SectionType = 'requests' | 'sent' | 'suggestions' | 'all';
export type CardKind = 'request' | 'sent' | 'suggestion' | 'friend';

export interface FriendSection {
  type: SectionType;
  /** Heading, and the left menu's link text. */
  title: MessageDescriptor;
  /** Heading of the section on /friends, when it differs. */
  homeTitle?: MessageDescriptor;
  dataKey: keyof FriendsPageInfos['data'];
  card: CardKind;
  homeCap: number;
  fullCap: number;
  seeAll: MessageDescriptor;
  empty: MessageDescriptor;
}

export const FRIEND_SECTIONS: FriendSection[] = [
  {
    type: 'requests',
    title: msg`Friend Requests`,
    dataKey: 'requests',
    card: 'request',
    homeCap: FRIENDS_SECTION_MAX,
    fullCap: FRIENDS_ALL_MAX,
    seeAll: msg`See all friend requests`,
    empty: msg`No friend requests right now. When someone sends you one, it shows here.`,
  },
  {
    type: 'sent',
    title: msg`Sent Requests`,
    dataKey: 'sentRequests',
    card: 'sent',
    homeCap: FRIENDS_SECTION_MAX,
    fullCap: FRIENDS_ALL_MAX,
    seeAll: msg`See all sent requests`,
    empty: msg`You have no pending requests. Add people you know from Suggestions.`,
  },
  {
    type: 'suggestions',
    title: msg`Suggestions`,
    homeTitle: msg`People You May Know`,
    dataKey: 'suggestions',
    card: 'suggestion',
    homeCap: FRIENDS_SECTION_MAX,
    fullCap: FRIENDS_ALL_MAX,
    seeAll: msg`See all suggestions`,
    empty: msg`No suggestions right now. Find members by name with the search box at the top.`,
  },
  {
    type: 'all',
    title: msg`All Friends`,
    homeTitle: msg`Friends`,
    dataKey: 'friends',
    card: 'friend',
    homeCap: FRIENDS_HOME_FRIENDS_MAX,
    fullCap: FRIENDS_ALL_MAX,
    seeAll: msg`See all friends`,
    empty: msg`No friends yet. Send requests from Suggestions or find members with the search box at the top.`,
  },
];

export const sectionOf = (type: string | undefined) =>
  FRIEND_SECTIONS.find((section) => section.type === type);
