import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  GROUP_REASON_MAX,
  GROUP_ROLES,
  type Group,
  type GroupMember,
  type GroupRole,
} from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  errorMessage,
  groupKeys,
  removeGroupMember,
  setGroupMemberRole,
  useGroupMembers,
} from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import {
  Button,
  ConfirmDialog,
  Field,
  MemberRow,
  MenuButton,
  Spinner,
  type MenuAction,
} from '../../ui';
import styles from './groups.module.css';
import { useDebounced } from './use-debounced';
import { ROLE_LABELS } from './words';

const ROLE_ACTIONS: Record<GroupRole, MessageDescriptor> = {
  admin: msg`Make admin`,
  moderator: msg`Make moderator`,
  member: msg`Make member`,
};

type Removal = { member: GroupMember; ban: boolean };

function MemberItem({
  group,
  member,
  onRemove,
}: {
  group: Group;
  member: GroupMember;
  onRemove: (removal: Removal) => void;
}) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const { i18n, t } = useLingui();
  const role = useMutation({
    mutationFn: (next: GroupRole) => setGroupMemberRole(group.slug, member._id, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
  const name = fullName(member);
  const admin = group.viewerRole === 'admin' || group.siteModerator;
  const moderator = admin || group.viewerRole === 'moderator';
  const self = member._id === user?.id;
  const actions: MenuAction[] = [];
  if (!self && admin) {
    for (const each of GROUP_ROLES) {
      if (each !== member.role) {
        actions.push({ label: i18n._(ROLE_ACTIONS[each]), onSelect: () => role.mutate(each) });
      }
    }
  }
  // Moderators act on members; only admins on other admins and moderators.
  if (!self && moderator && (admin || member.role === 'member')) {
    actions.push(
      { label: t`Remove from group`, onSelect: () => onRemove({ member, ban: false }) },
      { label: t`Ban from group`, onSelect: () => onRemove({ member, ban: true }) },
    );
  }
  return (
    <li>
      <MemberRow
        picture={member.picture}
        pictureSize={member.pictureSize}
        name={name}
        href={`/profile/${encodeURIComponent(member.username)}`}
        context={i18n._(ROLE_LABELS[member.role])}
        status={
          role.isError && (
            <span role="alert" className={styles.error}>
              {errorMessage(role.error)}
            </span>
          )
        }
        actions={
          actions.length > 0 && (
            <MenuButton label={t`Manage`} disabled={role.isPending} actions={actions} />
          )
        }
      />
    </li>
  );
}

/** Remove or Ban, with an optional reason the group's log keeps. */
function RemovalDialog({
  group,
  removal,
  onDone,
}: {
  group: Group;
  removal: Removal;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const name = fullName(removal.member);
  const [reason, setReason] = useState('');
  const remove = useMutation({
    mutationFn: () =>
      removeGroupMember(group.slug, removal.member._id, {
        ban: removal.ban,
        reason: reason.trim(),
      }),
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
  return (
    <ConfirmDialog
      title={removal.ban ? t`Ban ${name}?` : t`Remove ${name}?`}
      confirmLabel={removal.ban ? t`Ban` : t`Remove`}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      onConfirm={() => remove.mutate()}
      onCancel={onDone}
      fields={
        <Field label={t`Reason (optional)`} labelClassName={styles.label} className={styles.stack}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              rows={3}
              maxLength={GROUP_REASON_MAX}
              value={reason}
              disabled={remove.isPending}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      }
    >
      {removal.ban
        ? t`They leave the group and cannot ask to join again or see a private group. The reason is kept in the group's log.`
        : t`They leave the group; they can ask to join again. The reason is kept in the group's log.`}
    </ConfirmDialog>
  );
}

/** Members: admins and moderators first, then members; a search; and what each role may do. */
export function MembersTab({ group }: { group: Group }) {
  const searchId = useId();
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const q = useDebounced(term.trim());
  const members = useGroupMembers(group.slug, q, group.canSeeContent);
  const [removal, setRemoval] = useState<Removal | null>(null);

  if (!group.canSeeContent) {
    return (
      <section className={styles.card}>
        <p className={styles.muted}>
          <Trans>Only members see who is in this group.</Trans>
        </p>
      </section>
    );
  }
  const all = members.data?.pages.flatMap((page) => page.items) ?? [];
  const leaders = all.filter((member) => member.role !== 'member');
  const others = all.filter((member) => member.role === 'member');
  const list = (label: string, people: GroupMember[]) =>
    people.length > 0 && (
      <div className={styles.stack}>
        <h3 className={styles.label}>{label}</h3>
        <ul className={styles.list} aria-label={label}>
          {people.map((member) => (
            <MemberItem key={member._id} group={group} member={member} onRemove={setRemoval} />
          ))}
        </ul>
      </div>
    );
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-members">
      <h2 id="group-members" className={styles.sectionTitle}>
        <Trans>Members</Trans>
      </h2>
      <label htmlFor={searchId} className="visually-hidden">
        <Trans>Search members</Trans>
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.input}
        placeholder={t`Search members`}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {members.isPending && <Spinner size={28} label={t`Loading the members`} />}
      {members.isError && <p role="alert">{errorMessage(members.error)}</p>}
      {members.data && all.length === 0 && (
        <p className={styles.muted}>{q ? t`No member has this name.` : t`No members yet.`}</p>
      )}
      {list(t`Admins and moderators`, leaders)}
      {list(t`Members`, others)}
      {members.hasNextPage && (
        <Button
          aria-disabled={members.isFetchingNextPage || undefined}
          onClick={() => {
            if (!members.isFetchingNextPage) void members.fetchNextPage();
          }}
        >
          <Trans>Load more members</Trans>
        </Button>
      )}
      {removal && <RemovalDialog group={group} removal={removal} onDone={() => setRemoval(null)} />}
    </section>
  );
}
