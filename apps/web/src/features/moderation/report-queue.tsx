import type { RemovableItemKind, ReportGroup } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  dismissReports,
  errorMessage,
  liftSuspension,
  moderationKeys,
  useReportQueue,
} from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, ConfirmDialog, Spinner } from '../../ui';
import styles from './moderation.module.css';
import { RemoveDialog } from './remove-dialog';
import { ReportCard, type CardAction } from './report-card';
import { SuspendDialog } from './suspend-dialog';
import { EMPTY_QUEUE } from './words';

type Open = { action: 'remove' | 'suspend' | 'lift'; group: ReportGroup } | undefined;

/** The open reports, grouped by item, the most reported first; each card's actions. */
export function ReportQueue() {
  const queryClient = useQueryClient();
  const query = useReportQueue();
  const [open, setOpen] = useState<Open>();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const done = (message: string) => {
    setOpen(undefined);
    setFailure('');
    setStatus(message);
    void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  };
  const dismiss = useMutation({
    mutationFn: (group: ReportGroup) =>
      dismissReports({ kind: group.item_kind, id: group.item_id }),
    onSuccess: (answer) => done(answer.message),
    onError: (error) => setFailure(errorMessage(error)),
  });
  const lift = useMutation({
    mutationFn: (group: ReportGroup) => liftSuspension(group.author._id),
    onSuccess: (answer) => done(answer.message),
  });

  const act = (action: CardAction, group: ReportGroup) => {
    setStatus('');
    setFailure('');
    if (action === 'dismiss') dismiss.mutate(group);
    else setOpen({ action, group });
  };

  const groups = query.data?.pages.flatMap((page) => page.items) ?? [];
  let content;
  if (query.isPending) {
    content = <Spinner size={32} label="Loading reports" />;
  } else if (!query.data) {
    content = (
      <div className={styles.card}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  } else if (groups.length === 0) {
    content = <p className={styles.card}>{EMPTY_QUEUE}</p>;
  } else {
    content = (
      <>
        {groups.map((group) => (
          <ReportCard
            key={`${group.item_kind}-${group.item_id}`}
            group={group}
            busy={dismiss.isPending && dismiss.variables.item_id === group.item_id}
            onAction={act}
          />
        ))}
        {query.hasNextPage && (
          <Button
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          >
            Load more reports
          </Button>
        )}
      </>
    );
  }

  return (
    <div className={styles.list}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {content}
      {open?.action === 'remove' && (
        <RemoveDialog
          item={{ kind: open.group.item_kind as RemovableItemKind, id: open.group.item_id }}
          onDone={done}
          onCancel={() => setOpen(undefined)}
        />
      )}
      {open?.action === 'suspend' && (
        <SuspendDialog
          member={open.group.author}
          onDone={done}
          onCancel={() => setOpen(undefined)}
        />
      )}
      {open?.action === 'lift' && (
        <ConfirmDialog
          title={`Lift the suspension of ${fullName(open.group.author)}?`}
          confirmLabel="Lift suspension"
          onConfirm={() => lift.mutate(open.group)}
          onCancel={() => {
            lift.reset();
            setOpen(undefined);
          }}
          busy={lift.isPending}
          error={lift.isError ? errorMessage(lift.error) : null}
        >
          <p>They can sign in again at once, and their content is shown again.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
