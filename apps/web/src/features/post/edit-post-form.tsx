import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { POST_TEXT_MAX, type Post } from '@quad/contract';
import { useEffect, useId, useRef, useState } from 'react';
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
  const { t } = useLingui();
  const [text, setText] = useState(post.text ?? '');
  const edit = useEditText(post);
  const counterId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);

  // The box opens because the member chose Edit Post: typing starts there.
  useEffect(() => textRef.current?.focus(), []);
  const remaining = POST_TEXT_MAX - text.length;

  return (
    // Escape anywhere in the form (the text or its buttons) cancels, as it does in a dialog.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <form
      aria-label={t`Edit post`}
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
        ref={textRef}
        className={styles.editText}
        aria-label={t`Post text`}
        dir="auto"
        aria-describedby={counterId}
        maxLength={POST_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={counterId} className={styles.counter}>
        {t({
          message: plural(remaining, {
            one: `${remaining} characters remaining`,
            other: `${remaining} characters remaining`,
          }),
        })}
      </p>
      {edit.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(edit.error)}
        </p>
      )}
      <div className={styles.editActions}>
        <Button onClick={onDone} disabled={edit.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="primary" disabled={edit.isPending}>
          {edit.isPending && <Spinner size={16} label={t`Saving`} />}
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
