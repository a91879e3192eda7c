import { Plural } from '@lingui/react/macro';

/** "12 friends", in the member's language. */
export function FriendsCount({ count }: { count: number }) {
  return <Plural value={count} one="# friend" other="# friends" />;
}
