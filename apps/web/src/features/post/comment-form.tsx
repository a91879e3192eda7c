import { COMMENT_TEXT_MAX, type Post } from '@quad/contract';
import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { errorMessage } from '../../api';
import { IMAGE_ACCEPT, imageFileProblem } from '../../lib/image-file';
import { useObjectUrls } from '../../lib/use-object-urls';
import { useSessionUser } from '../../session/session-store';
import { Avatar, Button, PhotoIcon, PhotoPreview, Spinner } from '../../ui';
import { COMMENT_IMAGE_MESSAGES } from './image-files';
import { useAddComment } from './post-mutations';
import styles from './comment-form.module.css';

export const COMMENT_INPUT = 'Write a comment';

interface CommentFormProps {
  post: Post;
  inputRef: RefObject<HTMLInputElement | null>;
  onAdded: () => void;
}

/** Text and at most one image; Enter sends. A refused image or a failure shows inline. */
export function CommentForm({ post, inputRef, onAdded }: CommentFormProps) {
  const user = useSessionUser();
  const [text, setText] = useState('');
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const add = useAddComment(post, user?.id ?? '');
  const previews = useObjectUrls();

  const replaceImage = (file: File | null) => {
    previews.revoke(image?.preview);
    setImage(file && { file, preview: previews.create(file) });
  };

  const submit = () => {
    if (add.isPending || (!text.trim() && !image)) return;
    setProblem(null);
    add.mutate(
      { text: text.trim(), image: image?.file },
      {
        onSuccess: () => {
          setText('');
          replaceImage(null);
          onAdded();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file, COMMENT_IMAGE_MESSAGES);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    replaceImage(file);
  };

  if (!user) return null;
  return (
    <div className={styles.commentFormBlock}>
      <div className={styles.commentForm}>
        <Avatar src={user.picture} imageSize={user.picture_size} alt="" size={32} />
        <div className={styles.commentBox}>
          <input
            ref={inputRef}
            type="text"
            className={styles.commentInput}
            aria-label={COMMENT_INPUT}
            placeholder="Write a comment..."
            maxLength={COMMENT_TEXT_MAX}
            value={text}
            readOnly={add.isPending}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
          />
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Add a photo to your comment"
            disabled={add.isPending}
            onClick={() => fileRef.current?.click()}
          >
            <PhotoIcon size={18} />
          </button>
          <input
            ref={fileRef}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            aria-label="Choose a photo for your comment"
            onChange={onFile}
          />
        </div>
        {add.isPending && <Spinner size={18} label="Sending your comment" />}
      </div>
      {image && (
        <PhotoPreview
          src={image.preview}
          alt="Attachment for your comment"
          className={styles.commentPreview}
          onRemove={() => {
            replaceImage(null);
            inputRef.current?.focus();
          }}
        />
      )}
      {problem && (
        <div role="alert" className={styles.inlineError}>
          <span>{problem}</span>
          <Button
            onClick={() => {
              setProblem(null);
              inputRef.current?.focus();
            }}
          >
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
