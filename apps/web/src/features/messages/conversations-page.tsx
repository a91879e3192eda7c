import type { ConversationSummary } from '@quad/contract';
import { useId } from 'react';
import { errorMessage, useCommunity, useConversations } from '../../api';
import { fullName } from '../../lib/full-name';
import { Button, MemberRow, Spinner, useDocumentTitle } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import { HomeLayout } from '../shell';
import styles from './messages.module.css';

export const NO_CONVERSATIONS =
  'No messages yet. Open a friend’s profile and choose Message to start a conversation.';

/** /messages: the member's conversations, the latest message first. */
export function ConversationsPage() {
  const { productName } = useCommunity();
  useDocumentTitle(`Messages | ${productName}`);
  const headingId = useId();
  const query = useConversations();
  const conversations = query.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (query.isPending) {
    content = <Spinner size={28} label="Loading your conversations" />;
  } else if (query.isError && conversations.length === 0) {
    content = (
      <div className={styles.status}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  } else if (conversations.length === 0) {
    content = <p className={styles.empty}>{NO_CONVERSATIONS}</p>;
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label="Conversations">
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
            {query.isFetchingNextPage ? 'Loading…' : 'Show more'}
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
          Messages
        </h1>
        {content}
      </section>
    </HomeLayout>
  );
}

const previewOf = ({ lastMessage }: ConversationSummary) => {
  const said = lastMessage.text || (lastMessage.hasImage ? 'Sent a photo' : '');
  return lastMessage.sentByMe ? `You: ${said}` : said;
};

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
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
          <span className={styles.preview}>{previewOf(conversation)}</span>
          <span aria-hidden="true">·</span>
          <RelativeTime iso={lastMessage.createdAt} className={styles.time} />
        </span>
      }
      unread={unread > 0 ? `${unread} unread` : undefined}
    />
  );
}
