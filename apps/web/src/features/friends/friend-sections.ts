/** The four friends sections of SPEC.md §2 (friends page) with their caps and texts. */
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
  title: string;
  /** Heading of the section on /friends, when it differs. */
  homeTitle?: string;
  dataKey: keyof FriendsPageInfos['data'];
  card: CardKind;
  homeCap: number;
  fullCap: number;
  seeAll: string;
  empty: string;
}

export const FRIEND_SECTIONS: FriendSection[] = [
  {
    type: 'requests',
    title: 'Friend Requests',
    dataKey: 'requests',
    card: 'request',
    homeCap: FRIENDS_SECTION_MAX,
    fullCap: FRIENDS_ALL_MAX,
    seeAll: 'See all friend requests',
    empty: 'No friend requests right now. When someone sends you one, it shows here.',
  },
  {
    type: 'sent',
    title: 'Sent Requests',
    dataKey: 'sentRequests',
    card: 'sent',
    homeCap: FRIENDS_SECTION_MAX,
    fullCap: FRIENDS_ALL_MAX,
    seeAll: 'See all sent requests',
    empty: 'You have no pending requests. Add people you know from Suggestions.',
  },
  {
    type: 'suggestions',
    title: 'Suggestions',
    homeTitle: 'People You May Know',
    dataKey: 'suggestions',
    card: 'suggestion',
    homeCap: FRIENDS_SECTION_MAX,
    fullCap: FRIENDS_ALL_MAX,
    seeAll: 'See all suggestions',
    empty: 'No suggestions right now. Find members by name with the search box at the top.',
  },
  {
    type: 'all',
    title: 'All Friends',
    homeTitle: 'Friends',
    dataKey: 'friends',
    card: 'friend',
    homeCap: FRIENDS_HOME_FRIENDS_MAX,
    fullCap: FRIENDS_ALL_MAX,
    seeAll: 'See all friends',
    empty:
      'No friends yet. Send requests from Suggestions or find members with the search box at the top.',
  },
];

export const sectionOf = (type: string | undefined) =>
  FRIEND_SECTIONS.find((section) => section.type === type);
