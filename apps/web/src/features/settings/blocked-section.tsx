import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockedMember } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, refreshAfterBlock, unblockMember, useBlockedMembers } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow, Spinner } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

/** The members one blocked, each with Unblock; the list reloads everything after a change. */
export function BlockedSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const blocked = useBlockedMembers();
  const unblock = useMutation({
    mutationFn: (member: BlockedMember) => unblockMember(member._id),
    onSuccess: () => refreshAfterBlock(queryClient),
  });
  const members = blocked.data?.pages.flatMap((page) => page.items) ?? [];
  const unblockedName = unblock.isSuccess ? fullName(unblock.variables) : null;

  return (
    <SettingsSection
      title={t`Blocked members`}
      description={t`They can't see your profile, posts or comments, find you in search, or message you. Unblocking them does not bring back a friendship or a follow.`}
    >
      {blocked.isPending && <Spinner size={24} label={t`Loading the members you blocked`} />}
      {blocked.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(blocked.error)}
        </p>
      )}
      {blocked.isSuccess &&
        (members.length === 0 ? (
          <p className={styles.description}>
            <Trans>You haven't blocked anyone.</Trans>
          </p>
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
                        aria-label={t`Unblock ${name}`}
                        disabled={unblock.isPending && unblock.variables._id === member._id}
                        onClick={() => unblock.mutate(member)}
                      >
                        <Trans>Unblock</Trans>
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
          <Trans>Show more</Trans>
        </Button>
      )}
      {unblock.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(unblock.error)}
        </p>
      )}
      <p role="status" className={styles.success}>
        {unblockedName ? t`${unblockedName} is unblocked.` : ''}
      </p>
    </SettingsSection>
  );
}
