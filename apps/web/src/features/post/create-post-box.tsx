import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../session/session-store';
import { Avatar, CalendarIcon, PhotoIcon, SmileIcon } from '../../ui';
import { CreatePostModal } from './create-post-modal';
import type { PostingGroup } from './use-create-post';
import styles from './create-post-box.module.css';

/**
 * "What's on your mind, {first name}" with Post Event, Share Photo and Feeling/Activity (Life
 * Stuff on one's own profile); every one of them opens the Create Post dialog.
 */
export function CreatePostBox({
  lifeStuff = false,
  group,
}: {
  lifeStuff?: boolean;
  /** (ext) Post in this group (its Posts tab): the dialog shows its name instead of Public. */
  group?: PostingGroup;
}) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const openModal = () => setOpen(true);
  return (
    <section className={[styles.card, styles.createBox].join(' ')} aria-label="Create post">
      <div className={styles.promptRow}>
        <Link to="/profile" tabIndex={-1} aria-hidden="true">
          <Avatar src={user.picture} alt="" size={40} />
        </Link>
        <button type="button" className={styles.prompt} aria-haspopup="dialog" onClick={openModal}>
          What&apos;s on your mind, {user.first_name}
        </button>
      </div>
      <div className={styles.promptActions}>
        <button type="button" className={styles.promptAction} onClick={openModal}>
          <CalendarIcon className={styles.eventIcon} />
          Post Event
        </button>
        <button type="button" className={styles.promptAction} onClick={openModal}>
          <PhotoIcon className={styles.photoIcon} />
          Share Photo
        </button>
        <button type="button" className={styles.promptAction} onClick={openModal}>
          <SmileIcon className={styles.feelingIcon} />
          {lifeStuff ? 'Life Stuff' : 'Feeling/Activity'}
        </button>
      </div>
      {open && <CreatePostModal onClose={() => setOpen(false)} group={group} />}
    </section>
  );
}
