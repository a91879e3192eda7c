import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { errorMessage, useCommunity, useNotificationCounts, useNotificationPages } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Button, Spinner, useDocumentTitle, useOnVisible } from '../../ui';
import { MarkAllReadButton, NotificationList, useInvitationOutcome } from '../notifications';
import { HomeLayout } from '../shell';
import styles from './notifications-page.module.css';

/** /notifications: every notification, newest first, page after page as the feed loads. */
export function NotificationsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const counts = useNotificationCounts();
  const query = useNotificationPages();
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const nextPageFailed = query.isFetchNextPageError;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const outcome = useInvitationOutcome();
  useOnVisible(sentinelRef, hasNextPage && !isFetchingNextPage && !nextPageFailed, () => {
    void fetchNextPage();
  });
  useDocumentTitle(t`Notifications | ${productName}`);
  if (!user) return null;

  const notifications = data?.pages.flatMap((page) => page.items) ?? [];
  let content;
  if (query.isPending) {
    content = (
      <div className={styles.status}>
        <Spinner size={32} label={t`Loading notifications`} />
      </div>
    );
  } else if (!data) {
    content = (
      <div className={[styles.card, styles.status].join(' ')}>
        <p role="alert">{errorMessage(error)}</p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (notifications.length === 0 && !hasNextPage) {
    content = (
      <p className={[styles.card, styles.empty].join(' ')}>
        <Trans>No notifications yet</Trans>
      </p>
    );
  } else {
    content = (
      <>
        <div className={styles.card}>
          <NotificationList
            notifications={notifications}
            label={t`All notifications`}
            busy={isFetchingNextPage}
            onAnswered={outcome.onAnswered}
          />
        </div>
        <div ref={sentinelRef} className={styles.listEnd}>
          {isFetchingNextPage && <Spinner size={28} label={t`Loading more notifications`} />}
          {nextPageFailed && <p role="alert">{errorMessage(error)}</p>}
          {hasNextPage && (
            // Stays while the page loads (aria-disabled, not removed) so the focus stays here.
            <Button
              aria-disabled={isFetchingNextPage || undefined}
              onClick={() => {
                if (!isFetchingNextPage) void fetchNextPage();
              }}
            >
              {nextPageFailed ? t`Try again` : t`Load more notifications`}
            </Button>
          )}
          {!hasNextPage && <p className={styles.muted}>{t`You're all caught up.`}</p>}
        </div>
      </>
    );
  }

  return (
    <HomeLayout>
      <div className={styles.header}>
        <h1 className={styles.heading}>
          <Trans>Notifications</Trans>
        </h1>
        <MarkAllReadButton unread={counts.data?.unread ?? 0} />
      </div>
      {outcome.status}
      {content}
    </HomeLayout>
  );
}
