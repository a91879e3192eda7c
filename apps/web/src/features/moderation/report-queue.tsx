import { Trans, useLingui } from '@lingui/react/macro';
import type { RemovableItemKind, ReportGroup } from '@quad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, moderationKeys, useReportQueue } from '../../api';
import { Button, Spinner } from '../../ui';
import { DismissDialog } from './dismiss-dialog';
import { LiftDialog } from './lift-dialog';
import styles from './moderation.module.css';
import { RemoveDialog } from './remove-dialog';
import { ReportCard, type CardAction } from './report-card';
import { SuspendDialog } from './suspend-dialog';

type Open = { action: CardAction; group: ReportGroup } | undefined;

/** The open reports, grouped by item, the most reported first; each card's actions. */
export function ReportQueue() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useReportQueue();
  const groups = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [open, setOpen] = useState<Open>();
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  /** The place in the queue of the card just acted on, until the queue has been read again. */
  const actedAt = useRef<number | null>(null);
  const done = (message: string) => {
    actedAt.current = open ? groups.indexOf(open.group) : null;
    setOpen(undefined);
    setStatus(message);
    void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  };
  const close = () => setOpen(undefined);

  const act = (action: CardAction, group: ReportGroup) => {
    setStatus('');
    setOpen({ action, group });
  };

  useEffect(() => {
    const index = actedAt.current;
    if (index === null || query.isFetching) return;
    actedAt.current = null;
    // The dialog gave the focus back to its card's button, which may have left with the card: it
    // goes to the card now in that place (the last one when it was last), or to the status.
    if (document.activeElement !== document.body) return;
    const titles = listRef.current?.querySelectorAll<HTMLElement>('[data-report-title]') ?? [];
    (titles[Math.min(index, titles.length - 1)] ?? statusRef.current)?.focus();
  });
  let content;
  if (query.isPending) {
    content = <Spinner size={32} label={t`Loading reports`} />;
  } else if (!query.data) {
    content = (
      <div className={styles.card}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (groups.length === 0) {
    content = (
      <p className={styles.card}>
        <Trans>No open reports. All clear.</Trans>
      </p>
    );
  } else {
    content = (
      <>
        {groups.map((group) => (
          <ReportCard key={`${group.item_kind}-${group.item_id}`} group={group} onAction={act} />
        ))}
        {query.hasNextPage && (
          <Button
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          >
            <Trans>Load more reports</Trans>
          </Button>
        )}
      </>
    );
  }

  return (
    <div className={styles.list} ref={listRef}>
      <p role="status" className={styles.status} ref={statusRef} tabIndex={-1}>
        {status}
      </p>
      {content}
      {open?.action === 'dismiss' && (
        <DismissDialog group={open.group} onDone={done} onCancel={close} />
      )}
      {open?.action === 'remove' && (
        <RemoveDialog
          item={{ kind: open.group.item_kind as RemovableItemKind, id: open.group.item_id }}
          onDone={done}
          onCancel={close}
        />
      )}
      {open?.action === 'suspend' && (
        <SuspendDialog member={open.group.author} onDone={done} onCancel={close} />
      )}
      {open?.action === 'lift' && (
        <LiftDialog member={open.group.author} onDone={done} onCancel={close} />
      )}
    </div>
  );
}
