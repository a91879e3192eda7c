import type { BlockedMember } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, refreshAfterBlock, unblockMember, useBlockedMembers } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow, Spinner } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

export const NO_BLOCKED_MEMBERS = "You haven't blocked anyone.";

/** The members one blocked, each with Unblock; the list reloads everything after a change. */
export function BlockedSection() {
  const queryClient = useQueryClient();
  const blocked = useBlockedMembers();
  const unblock = useMutation({
    mutationFn: (member: BlockedMember) => unblockMember(member._id),
    onSuccess: () => refreshAfterBlock(queryClient),
  });
  const members = blocked.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <SettingsSection
      title="Blocked members"
      description="They can't see your profile, posts or comments, find you in search, or message you. Unblocking them does not bring back a friendship or a follow."
    >
      {blocked.isPending && <Spinner size={24} label="Loading the members you blocked" />}
      {blocked.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(blocked.error)}
        </p>
      )}
      {blocked.isSuccess &&
        (members.length === 0 ? (
          <p className={styles.description}>{NO_BLOCKED_MEMBERS}</p>
        ) : (
          <ul className={styles.memberList}>
            {members.map((member) => {
              const name = fullName(member);
              return (
                <li key={member._id}>
                  {/* No link: a blocked member's profile is hidden from the one who blocked. */}
                  <MemberRow
                    picture={member.picture}
                    name={name}
                    size={40}
                    actions={
                      <Button
                        aria-label={`Unblock ${name}`}
                        disabled={unblock.isPending && unblock.variables._id === member._id}
                        onClick={() => unblock.mutate(member)}
                      >
                        Unblock
                      </Button>
                    }
                  />
                </li>
              );
            })}
          </ul>
        ))}
      {blocked.hasNextPage && (
        <Button
          className={styles.showMore}
          disabled={blocked.isFetchingNextPage}
          onClick={() => void blocked.fetchNextPage()}
        >
          Show more
        </Button>
      )}
      {unblock.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(unblock.error)}
        </p>
      )}
      <p role="status" className={styles.success}>
        {unblock.isSuccess ? `${fullName(unblock.variables)} is unblocked.` : ''}
      </p>
    </SettingsSection>
  );
}
