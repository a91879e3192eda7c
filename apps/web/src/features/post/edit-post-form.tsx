import { POST_TEXT_MAX, type Post } from '@quad/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../api';
import { Button, Spinner } from '../../ui';
import { useEditText } from './post-mutations';
import styles from './edit-post-form.module.css';

interface EditPostFormProps {
  post: Post;
  onDone: () => void;
}

/** The post's text in a box (2500 at most) with Cancel and Save. */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const [text, setText] = useState(post.text ?? '');
  const edit = useEditText(post);
  const counterId = useId();
  return (
    <form
      aria-label="Edit post"
      className={styles.editForm}
      onSubmit={(event) => {
        event.preventDefault();
        edit.mutate(text, { onSuccess: onDone });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !edit.isPending) {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <textarea
        className={styles.editText}
        aria-label="Post text"
        aria-describedby={counterId}
        maxLength={POST_TEXT_MAX}
        value={text}
        // The box opens because the member chose Edit Post: typing starts there.
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <p id={counterId} className={styles.counter}>
        {POST_TEXT_MAX - text.length} characters remaining
      </p>
      {edit.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(edit.error)}
        </p>
      )}
      <div className={styles.editActions}>
        <Button onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={edit.isPending}>
          {edit.isPending && <Spinner size={16} label="Saving" />}
          Save
        </Button>
      </div>
    </form>
  );
}
