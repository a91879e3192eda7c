import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConversationSummary } from '@quad/contract';
import { useId } from 'react';
import { errorMessage, useCommunity, useConversations } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow, Spinner, useDocumentTitle } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import { HomeLayout } from '../shell';
import styles from './messages.module.css';

/** /messages: the member's conversations, the latest message first. */
export function ConversationsPage() {
  const { t } = useLingui();
  const { productName } = useCommunity();
  useDocumentTitle(`${t`Messages`} | ${productName}`);
  const headingId = useId();
  const query = useConversations();
  const conversations = query.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (query.isPending) {
    content = <Spinner size={28} label={t`Loading your conversations`} />;
  } else if (query.isError && conversations.length === 0) {
    content = (
      <div className={styles.status}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (conversations.length === 0) {
    content = (
      <p className={styles.empty}>
        <Trans>
          No messages yet. Open a friend’s profile and choose Message to start a conversation.
        </Trans>
      </p>
    );
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label={t`Conversations`}>
          {conversations.map((conversation) => (
            <li key={conversation._id}>
              <ConversationRow conversation={conversation} />
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            block
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
          </Button>
        )}
        {query.isFetchNextPageError && (
          <p role="alert" className={styles.error}>
            {errorMessage(query.error)}
          </p>
        )}
      </>
    );
  }

  return (
    <HomeLayout>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          <Trans>Messages</Trans>
        </h1>
        {content}
      </section>
    </HomeLayout>
  );
}

/** The last message's text (in its own direction), or that it was a photo; "You: …" if mine. */
function Preview({ lastMessage }: Pick<ConversationSummary, 'lastMessage'>) {
  const { text, hasImage, sentByMe } = lastMessage;
  if (sentByMe) {
    if (text) {
      return (
        <Trans>
          You: <bdi>{text}</bdi>
        </Trans>
      );
    }
    return hasImage ? <Trans>You: Sent a photo</Trans> : <Trans>You:</Trans>;
  }
  if (text) return <bdi>{text}</bdi>;
  return hasImage ? <Trans>Sent a photo</Trans> : null;
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useLingui();
  const { member, unread, lastMessage } = conversation;
  return (
    <MemberRow
      wholeRowLink
      href={`/messages/${encodeURIComponent(member.username)}`}
      picture={member.picture}
      name={fullName(member)}
      size={56}
      context={
        <span className={styles.previewLine}>
          <span className={styles.preview}>
            <Preview lastMessage={lastMessage} />
          </span>
          <span aria-hidden="true">·</span>
          <RelativeTime iso={lastMessage.createdAt} className={styles.time} />
        </span>
      }
      unread={
        unread > 0
          ? t({ message: plural(unread, { one: '# unread', other: '# unread' }) })
          : undefined
      }
    />
  );
}
