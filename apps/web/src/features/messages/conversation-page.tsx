import { Trans, useLingui } from '@lingui/react/macro';
import type { DirectMessage } from '@quad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, useCommunity, useConversation } from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Avatar, BackIcon, Button, ConfirmDialog, Spinner, useDocumentTitle } from '../../ui';
import { AppLayout } from '../shell';
import { RelativeTime } from '../../ui/relative-time';
import { ReportDialog } from '../report';
import { MessageComposer } from './message-composer';
import { dropMessage, useMarkRead, useSendMessage, useUnsendMessage } from './message-mutations';
import styles from './messages.module.css';

/** How close to the top (px) the reader comes before older messages load. */
const LOAD_OLDER_MARGIN = 120;
/** How close to the bottom (px) still counts as reading the newest messages. */
const BOTTOM_MARGIN = 48;

/** /messages/:username: one conversation, oldest at the top and newest at the bottom. */
export function ConversationPage() {
  const { t } = useLingui();
  const { username = '' } = useParams();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const query = useConversation(username);
  const first = query.data?.pages[0]?.data;
  useDocumentTitle(`${first ? fullName(first.member) : t`Messages`} | ${productName}`);

  let content;
  if (query.isPending) {
    content = <Spinner size={32} label={t`Loading the conversation`} />;
  } else if (query.isError) {
    content = (
      <div className={styles.status}>
        <p role="alert">{errorMessage(query.error)}</p>
        <Link to="/messages">
          <Trans>Back to your messages</Trans>
        </Link>
      </div>
    );
  } else if (first && user) {
    content = <Conversation username={username} userId={user.id} query={query} />;
  }
  return (
    <AppLayout>
      <div className={styles.conversationPage}>{content}</div>
    </AppLayout>
  );
}

type ConversationQuery = ReturnType<typeof useConversation>;

function Conversation({
  username,
  userId,
  query,
}: {
  username: string;
  userId: string;
  query: ConversationQuery;
}) {
  const pages = query.data?.pages ?? [];
  const newestPage = pages[0]?.data;
  // Pages come newest first and each holds its messages newest first: reversed, oldest on top.
  const messages = pages.flatMap((page) => page.data.messages).reverse();
  const newest = messages.at(-1);
  const send = useSendMessage(userId, username);
  const unsend = useUnsendMessage(username);
  const [unsending, setUnsending] = useState<DirectMessage | null>(null);
  const [reporting, setReporting] = useState<DirectMessage | null>(null);
  const queryClient = useQueryClient();
  const scrollRef = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const titleId = useId();
  const { t } = useLingui();

  // Opening the conversation, and every newer message shown in it, marks it read.
  const { mutate: read } = useMarkRead(username);
  const newestId = newest?._id;
  useEffect(() => {
    if (newestId) read();
  }, [newestId, read]);

  // Older messages keep what the reader sees in place; a newer one scrolls to the bottom.
  const pageCount = pages.length;
  const shown = useRef<{ pageCount: number; newestId?: string | undefined }>({ pageCount: 0 });
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const before = shown.current;
    shown.current = { pageCount, newestId };
    if (pageCount > before.pageCount && heightBeforeOlder.current !== null) {
      box.scrollTop += box.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (newestId !== before.newestId) {
      box.scrollTop = box.scrollHeight;
    }
  }, [pageCount, newestId]);

  // A reader at the bottom stays there while photos load and grow the messages above.
  const atBottom = useRef(true);
  const keepAtBottom = () => {
    const box = scrollRef.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
  };

  const loadOlder = () => {
    const box = scrollRef.current;
    if (!query.hasNextPage || query.isFetchingNextPage || !box) return;
    heightBeforeOlder.current = box.scrollHeight;
    query.fetchNextPage().then(
      (result) => {
        if (result.isError) heightBeforeOlder.current = null;
      },
      () => {
        heightBeforeOlder.current = null;
      },
    );
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_MARGIN;
    if (box.scrollTop <= LOAD_OLDER_MARGIN) loadOlder();
  };

  if (!newestPage) return null;
  const { member, canMessage, seen } = newestPage;
  const firstName = member.first_name;
  const name = fullName(member);
  const lastMine = newest?.sender === userId ? newest : undefined;

  return (
    <section className={styles.conversation} aria-labelledby={titleId}>
      <header className={styles.conversationHeader}>
        <Link to="/messages" className={styles.back} aria-label={t`Back to your messages`}>
          <BackIcon size={20} className={styles.directional} />
        </Link>
        <Link to={`/profile/${encodeURIComponent(member.username)}`} className={styles.person}>
          <Avatar src={member.picture} alt="" size={40} />
          <h1 id={titleId} className={styles.conversationTitle} dir="auto">
            {name}
          </h1>
        </Link>
      </header>
      <div
        ref={scrollRef}
        className={styles.scroller}
        role="log"
        aria-label={t`Messages with ${name}`}
        // The conversation scrolls on its own: the keyboard must be able to scroll it too.
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
      >
        {query.hasNextPage && (
          <div className={styles.older}>
            <Button variant="ghost" disabled={query.isFetchingNextPage} onClick={loadOlder}>
              {query.isFetchingNextPage ? (
                <Trans>Loading…</Trans>
              ) : (
                <Trans>Show older messages</Trans>
              )}
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className={styles.empty}>
            {canMessage ? (
              <Trans>Say hello to {firstName}.</Trans>
            ) : (
              <Trans>No messages yet.</Trans>
            )}
          </p>
        ) : (
          <ol className={styles.messages}>
            {messages.map((message) => (
              <MessageItem
                key={message._id}
                message={message}
                mine={message.sender === userId}
                senderName={name}
                onImageLoad={keepAtBottom}
                seen={seen && message === lastMine}
                onUnsend={() => {
                  unsend.reset();
                  setUnsending(message);
                }}
                onReport={() => setReporting(message)}
              />
            ))}
          </ol>
        )}
      </div>
      {canMessage ? (
        <MessageComposer busy={send.isPending} onSend={(draft) => send.mutateAsync(draft)} />
      ) : (
        <p className={styles.notice}>
          <Trans>You can only message your friends.</Trans>
        </p>
      )}
      {reporting && (
        <ReportDialog
          item={{ kind: 'message', id: reporting._id }}
          title={t`Report message`}
          hideLabel={t`Hide this message`}
          onClose={() => setReporting(null)}
          onHidden={() => {
            dropMessage(queryClient, username, reporting._id);
            // Once the dialog, and the background it made inert, are gone.
            setTimeout(() => scrollRef.current?.focus());
          }}
        />
      )}
      {unsending && (
        <ConfirmDialog
          title={t`Unsend message?`}
          confirmLabel={t`Unsend`}
          busy={unsend.isPending}
          error={unsend.isError ? errorMessage(unsend.error) : null}
          onCancel={() => setUnsending(null)}
          onConfirm={() => unsend.mutate(unsending._id, { onSuccess: () => setUnsending(null) })}
        >
          <Trans>It will be removed for both of you.</Trans>
        </ConfirmDialog>
      )}
    </section>
  );
}

function MessageItem({
  message,
  mine,
  seen,
  senderName,
  onImageLoad,
  onUnsend,
  onReport,
}: {
  message: DirectMessage;
  senderName: string;
  onImageLoad: () => void;
  mine: boolean;
  seen: boolean;
  onUnsend: () => void;
  onReport: () => void;
}) {
  const { t } = useLingui();
  const { text } = message;
  return (
    <li className={mine ? styles.mine : styles.theirs}>
      <div className={styles.bubble}>
        {message.image && (
          <img
            className={styles.photo}
            src={message.image}
            alt={mine ? t`Attachment you sent` : t`Attachment from ${senderName}`}
            loading="lazy"
            onLoad={onImageLoad}
          />
        )}
        {message.text && (
          <p className={styles.text} dir="auto">
            {message.text}
          </p>
        )}
      </div>
      <div className={styles.meta}>
        <RelativeTime iso={message.createdAt} />
        {mine && (
          <button
            type="button"
            className={styles.unsend}
            aria-label={text ? t`Unsend: ${text}` : t`Unsend: photo`}
            onClick={onUnsend}
          >
            <Trans>Unsend</Trans>
          </button>
        )}
        {!mine && (
          <button
            type="button"
            className={styles.unsend}
            aria-label={text ? t`Report message: ${text}` : t`Report message: photo`}
            onClick={onReport}
          >
            <Trans>Report message</Trans>
          </button>
        )}
      </div>
      {seen && (
        <div className={styles.seen}>
          <Trans>Seen</Trans>
        </div>
      )}
    </li>
  );
}
