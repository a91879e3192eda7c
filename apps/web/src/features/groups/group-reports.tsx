import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Group, type GroupRemovalRequest, type GroupReport } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  dismissGroupReports,
  errorMessage,
  groupKeys,
  postKeys,
  removeGroupComment,
  removeGroupPost,
  useGroupReports,
} from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow, Spinner } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import { GroupRemovalDialog, removeComment, removePost } from '../post';
import { REPORT_REASON_NAMES } from '../report';
import styles from './groups.module.css';

const KIND: Record<GroupReport['kind'], { remove: MessageDescriptor; removal: MessageDescriptor }> =
  {
    post: {
      remove: msg`Remove post`,
      removal: msg`The post is deleted, with its comments and photos, and its reports are closed. Its author is told which rule it breaks.`,
    },
    comment: {
      remove: msg`Remove comment`,
      removal: msg`The comment is deleted and its reports are closed. Its author is told which rule it breaks.`,
    },
  };

interface ReportItemProps {
  group: Group;
  report: GroupReport;
  /** Removed or dismissed, with the server's message; the list refreshes after. */
  onDone: (message: string) => void;
}

/** One reported post or comment: what it says, its author, the reasons, Remove and Dismiss. */
function ReportItem({ group, report, onDone }: ReportItemProps) {
  const queryClient = useQueryClient();
  const { i18n, t } = useLingui();
  const titleId = useId();
  const [removing, setRemoving] = useState(false);
  const kind = KIND[report.kind];
  const author = fullName(report.author);
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupKeys.reports(group.slug) });
  const dismiss = useMutation({
    mutationFn: () => dismissGroupReports(group.slug, report.kind, report.itemId),
    onSuccess: async ({ message }) => {
      onDone(message);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (removal: GroupRemovalRequest) =>
      report.kind === 'post'
        ? removeGroupPost(group.slug, report.itemId, removal)
        : removeGroupComment(group.slug, report.itemId, removal),
    onSuccess: async ({ message }) => {
      setRemoving(false);
      onDone(message);
      if (report.kind === 'post') removePost(queryClient, report.itemId);
      else removeComment(queryClient, report.postId, report.itemId);
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: postKeys.group(group.slug) }),
      ]);
    },
  });
  const busy = dismiss.isPending || remove.isPending;
  const reportCount = i18n._(
    msg`${plural(report.reportCount, { one: '# report', other: '# reports' })}`,
  );
  const reasons = report.reasons
    .map(({ reason, count }) => t`${i18n._(REPORT_REASON_NAMES[reason])} (${count})`)
    .join(', ');
  return (
    <li>
      <article className={[styles.reportItem, styles.stack].join(' ')} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.reportTitle} tabIndex={-1} data-report-title>
          {report.kind === 'post' ? t`Post by ${author}` : t`Comment by ${author}`}
        </h3>
        {report.excerpt && (
          <blockquote className={styles.excerpt} dir="auto">
            {report.excerpt}
          </blockquote>
        )}
        {report.photoCount > 0 && (
          <p className={styles.muted}>
            {i18n._(msg`${plural(report.photoCount, { one: '# photo', other: '# photos' })}`)}
          </p>
        )}
        <Link to={`/posts/${encodeURIComponent(report.postId)}`}>
          {report.kind === 'post' ? t`See the post` : t`See the post it is on`}
        </Link>
        <p>
          <Trans>
            <strong>{reportCount}</strong>: {reasons}
          </Trans>
        </p>
        <MemberRow
          as="div"
          picture={report.author.picture}
          name={author}
          href={`/profile/${encodeURIComponent(report.author.username)}`}
          size={40}
          context={
            <>
              <Trans>
                Latest report <RelativeTime iso={report.lastReportedAt} />
              </Trans>
            </>
          }
          status={
            dismiss.isError && (
              <span role="alert" className={styles.error}>
                {errorMessage(dismiss.error)}
              </span>
            )
          }
          actions={
            <>
              <Button aria-haspopup="dialog" disabled={busy} onClick={() => setRemoving(true)}>
                {i18n._(kind.remove)}
              </Button>
              <Button disabled={busy} onClick={() => dismiss.mutate()}>
                <Trans>Dismiss</Trans>
              </Button>
            </>
          }
        />
      </article>
      {removing && (
        <GroupRemovalDialog
          title={i18n._(kind.remove)}
          description={i18n._(kind.removal)}
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

/** The id of the Reports heading, where a notification of a report leads (`#group-reports`). */
const HEADING_ID = 'group-reports';

/**
 * Reports (admins and moderators, on the Requests tab): the group's reported posts and comments,
 * the latest reported first. Dismiss takes one off this list only; the site's moderators still
 * see its reports. Removing closes them for everyone.
 */
export function GroupReports({ group }: { group: Group }) {
  const { t } = useLingui();
  const reports = useGroupReports(group.slug);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    // Sent here by a notification of a report (…/requests#group-reports): once the list has come,
    // the member is taken to it, below the requests and waiting posts.
    if (arrived.current || hash !== `#${HEADING_ID}` || !reports.data) return;
    arrived.current = true;
    headingRef.current?.focus();
  }, [hash, reports.data]);
  const listRef = useRef<HTMLUListElement>(null);
  /** The report just removed or dismissed, and its place in the list. */
  const done = useRef<{ itemId: string; index: number } | null>(null);
  useEffect(() => {
    const gone = done.current;
    if (!gone || items.some((report) => report.itemId === gone.itemId)) return;
    done.current = null;
    // Its buttons left with it, and the focus with them: it goes to the report now in its place
    // (the last one when it was last), or to the heading when none is left.
    if (document.activeElement !== document.body) return;
    const titles = listRef.current?.querySelectorAll<HTMLElement>('[data-report-title]') ?? [];
    (titles[Math.min(gone.index, titles.length - 1)] ?? headingRef.current)?.focus();
  });
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby={HEADING_ID}>
      <div>
        <h2 id={HEADING_ID} ref={headingRef} className={styles.sectionTitle} tabIndex={-1}>
          <Trans>Reports</Trans>
        </h2>
        <p role="status" className={[styles.muted, styles.reportsStatus].join(' ')}>
          {status}
        </p>
      </div>
      {reports.isPending && <Spinner size={28} label={t`Loading the reports`} />}
      {reports.isError && <p role="alert">{errorMessage(reports.error)}</p>}
      {reports.data && items.length === 0 && (
        <p className={styles.muted}>{t`Nothing in the group is reported.`}</p>
      )}
      <ul ref={listRef} className={styles.list} aria-label={t`Reported posts and comments`}>
        {items.map((report, index) => (
          <ReportItem
            key={report.itemId}
            group={group}
            report={report}
            onDone={(message) => {
              done.current = { itemId: report.itemId, index };
              setStatus(message);
            }}
          />
        ))}
      </ul>
      {reports.hasNextPage && (
        <Button onClick={() => void reports.fetchNextPage()}>
          <Trans>Load more reports</Trans>
        </Button>
      )}
    </section>
  );
}
