import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { useSessionUser } from '../../session/session-store';
import { Avatar, CalendarIcon, PhotoIcon, SmileIcon } from '../../ui';
import { POST_EVENT } from '../events';
import type { ComposerMode } from './create-post-modal';
import type { PostingGroup } from './use-create-post';
import styles from './create-post-box.module.css';

/** The dialog's code (the editor, the event form, the emoji and background choosers) is fetched on first open. */
const CreatePostModal = lazyNamed(
  () => import('./create-post-modal'),
  (m) => m.CreatePostModal,
);

interface CreatePostBoxProps {
  lifeStuff?: boolean;
  /** (ext) Post in this group (its Posts tab): the dialog shows its name instead of Public. */
  group?: PostingGroup;
}

/**
 * "What's on your mind, {first name}" with Post Event, Share Photo and Feeling/Activity (Life
 * Stuff on one's own profile); every one of them opens the Create Post dialog, Post Event with the
 * event form in it (issue 19). In a group with post approval, a new post that waits says so here.
 */
export function CreatePostBox({ lifeStuff = false, group }: CreatePostBoxProps) {
  const { t } = useLingui();
  const user = useSessionUser();
  const [open, setOpen] = useState<ComposerMode | null>(null);
  const [waiting, setWaiting] = useState(false);
  if (!user) return null;
  const firstName = user.first_name;
  const openModal = (mode: ComposerMode = 'post') => {
    setWaiting(false);
    setOpen(mode);
  };
  return (
    <section className={[styles.card, styles.createBox].join(' ')} aria-label={t`Create post`}>
      <div className={styles.promptRow}>
        <Link to="/profile" tabIndex={-1} aria-hidden="true">
          <Avatar src={user.picture} imageSize={user.picture_size} alt="" size={40} />
        </Link>
        <button
          type="button"
          className={styles.prompt}
          aria-haspopup="dialog"
          onClick={() => openModal()}
        >
          <Trans>What&apos;s on your mind, {firstName}</Trans>
        </button>
      </div>
      <div className={styles.promptActions}>
        <button
          type="button"
          className={styles.promptAction}
          aria-haspopup="dialog"
          onClick={() => openModal('event')}
        >
          <CalendarIcon className={styles.eventIcon} />
          {t(POST_EVENT)}
        </button>
        <button type="button" className={styles.promptAction} onClick={() => openModal()}>
          <PhotoIcon className={styles.photoIcon} />
          <Trans>Share Photo</Trans>
        </button>
        <button type="button" className={styles.promptAction} onClick={() => openModal()}>
          <SmileIcon className={styles.feelingIcon} />
          {lifeStuff ? <Trans>Life Stuff</Trans> : <Trans>Feeling/Activity</Trans>}
        </button>
      </div>
      {/* In a group, always there, so the message is announced when it appears (polite). */}
      {group && (
        <p role="status" className={waiting ? styles.waiting : 'visually-hidden'}>
          {waiting ? t`Your post is waiting for approval` : ''}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <CreatePostModal
            mode={open}
            group={group}
            onClose={() => setOpen(null)}
            onPosted={(post) => setWaiting(!!post.pending)}
          />
        </Suspense>
      )}
    </section>
  );
}
