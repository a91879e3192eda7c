import { Trans, useLingui } from '@lingui/react/macro';
import type { Group, GroupBan } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, groupKeys, unbanGroupMember, useGroupBans } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow, Spinner } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import styles from './groups.module.css';

function BannedMember({ group, ban }: { group: Group; ban: GroupBan }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const lift = useMutation({
    mutationFn: () => unbanGroupMember(group.slug, ban._id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.bans(group.slug) }),
        queryClient.invalidateQueries({ queryKey: groupKeys.log(group.slug) }),
      ]),
  });
  const name = fullName(ban);
  return (
    <li>
      <MemberRow
        picture={ban.picture}
        name={name}
        href={`/profile/${encodeURIComponent(ban.username)}`}
        context={
          <>
            <Trans>
              Banned <RelativeTime iso={ban.bannedAt} />
            </Trans>
          </>
        }
        status={
          lift.isError && (
            <span role="alert" className={styles.error}>
              {errorMessage(lift.error)}
            </span>
          )
        }
        actions={
          <Button
            aria-label={t`Lift ban of ${name}`}
            disabled={lift.isPending}
            onClick={() => lift.mutate()}
          >
            {lift.isPending && <Spinner size={16} label={t`Lifting the ban`} />}
            <Trans>Lift ban</Trans>
          </Button>
        }
      />
    </li>
  );
}

/** Banned (admins and moderators): who may not ask to join again, and Lift ban. */
export function BannedList({ group }: { group: Group }) {
  const { t } = useLingui();
  const bans = useGroupBans(group.slug);
  const banned = bans.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-banned">
      <h2 id="group-banned" className={styles.sectionTitle}>
        <Trans>Banned</Trans>
      </h2>
      {bans.isPending && <Spinner size={28} label={t`Loading the banned members`} />}
      {bans.isError && <p role="alert">{errorMessage(bans.error)}</p>}
      {bans.data && banned.length === 0 && <p className={styles.muted}>{t`No one is banned.`}</p>}
      {banned.length > 0 && (
        <ul className={styles.list} aria-label={t`Banned members`}>
          {banned.map((ban) => (
            <BannedMember key={ban._id} group={group} ban={ban} />
          ))}
        </ul>
      )}
      {bans.hasNextPage && (
        <Button onClick={() => void bans.fetchNextPage()}>
          <Trans>Load more banned members</Trans>
        </Button>
      )}
    </section>
  );
}
