import { Trans, useLingui } from '@lingui/react/macro';
import type { Group, GroupJoinRequest, GroupRemovalRequest, Post } from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  approveGroupPost,
  approveGroupRequest,
  declineGroupRequest,
  errorMessage,
  groupKeys,
  pendingGroupPostsQuery,
  postKeys,
  removeGroupPost,
  useGroupRequests,
} from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow, Spinner } from '../../ui';
import { GroupRemovalDialog, PostCard } from '../post';
import { GroupReports } from './group-reports';
import styles from './groups.module.css';

function RequestItem({ group, request }: { group: Group; request: GroupJoinRequest }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const answer = useMutation({
    mutationFn: (approve: boolean) =>
      approve
        ? approveGroupRequest(group.slug, request.user._id)
        : declineGroupRequest(group.slug, request.user._id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
  const name = fullName(request.user);
  return (
    <li className={styles.stack}>
      <MemberRow
        picture={request.user.picture}
        name={name}
        href={`/profile/${encodeURIComponent(request.user.username)}`}
        context={t`Asked to join`}
        status={
          answer.isError && (
            <span role="alert" className={styles.error}>
              {errorMessage(answer.error)}
            </span>
          )
        }
        actions={
          <>
            <Button
              variant="primary"
              disabled={answer.isPending}
              onClick={() => answer.mutate(true)}
            >
              <Trans>Approve</Trans>
            </Button>
            <Button disabled={answer.isPending} onClick={() => answer.mutate(false)}>
              <Trans>Decline</Trans>
            </Button>
          </>
        }
      />
      {request.answers.length > 0 && (
        <dl className={styles.answers}>
          {request.answers.map(({ question, answer: text }) => (
            <div key={question}>
              <dt dir="auto">{question}</dt>
              <dd dir="auto">{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

function WaitingPost({ group, post }: { group: Group; post: Post }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const [removing, setRemoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: postKeys.group(group.slug) });
  const approve = useMutation({
    mutationFn: () => approveGroupPost(group.slug, post._id),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (removal: GroupRemovalRequest) => removeGroupPost(group.slug, post._id, removal),
    onSuccess: async () => {
      setRemoving(false);
      await refresh();
    },
  });
  return (
    <li className={styles.stack}>
      <PostCard post={post} inGroup />
      <div className={styles.row}>
        <Button variant="primary" disabled={approve.isPending} onClick={() => approve.mutate()}>
          <Trans>Approve</Trans>
        </Button>
        <Button aria-haspopup="dialog" onClick={() => setRemoving(true)}>
          <Trans>Remove</Trans>
        </Button>
        {approve.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(approve.error)}
          </p>
        )}
      </div>
      {removing && (
        <GroupRemovalDialog
          title={t`Remove post`}
          description={t`The waiting post is deleted, with its photos. Its author is told which rule it breaks.`}
          rules={group.rules}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={(removal) => remove.mutate(removal)}
          onCancel={() => {
            remove.reset();
            setRemoving(false);
          }}
        />
      )}
    </li>
  );
}

/**
 * Requests (admins and moderators): requests to join with their answers, waiting posts, and the
 * reports of the group's posts and comments.
 */
export function RequestsTab({ group }: { group: Group }) {
  const { t } = useLingui();
  const requests = useGroupRequests(group.slug);
  const pending = useQuery(pendingGroupPostsQuery(group.slug));
  const asked = requests.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-requests">
        <h2 id="group-requests" className={styles.sectionTitle}>
          <Trans>Requests to join</Trans>
        </h2>
        {requests.isPending && <Spinner size={28} label={t`Loading the requests`} />}
        {requests.isError && <p role="alert">{errorMessage(requests.error)}</p>}
        {requests.data && asked.length === 0 && (
          <p className={styles.muted}>
            <Trans>No one is waiting to join.</Trans>
          </p>
        )}
        <ul className={styles.list}>
          {asked.map((request) => (
            <RequestItem key={request.user._id} group={group} request={request} />
          ))}
        </ul>
        {requests.hasNextPage && (
          <Button onClick={() => void requests.fetchNextPage()}>
            <Trans>Load more requests</Trans>
          </Button>
        )}
      </section>
      <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-waiting">
        <h2 id="group-waiting" className={styles.sectionTitle}>
          <Trans>Waiting for approval</Trans>
        </h2>
        {pending.isPending && <Spinner size={28} label={t`Loading the waiting posts`} />}
        {pending.isError && <p role="alert">{errorMessage(pending.error)}</p>}
        {pending.data && pending.data.length === 0 && (
          <p className={styles.muted}>
            <Trans>No posts are waiting.</Trans>
          </p>
        )}
        <ul className={styles.list}>
          {pending.data?.map((post) => (
            <WaitingPost key={post._id} group={group} post={post} />
          ))}
        </ul>
      </section>
      <GroupReports group={group} />
    </>
  );
}
