import { useLingui } from '@lingui/react/macro';
import { COMMENT_TEXT_MAX, type Post } from '@quad/contract';
import type { RefObject } from 'react';
import { useImageFileMessages } from '../../lib/image-file';
import { useSessionUser } from '../../session/session-store';
import { Avatar, Composer } from '../../ui';
import { COMMENT_IMAGE_MESSAGES } from './image-files';
import { useAddComment } from './post-mutations';
import { postContractTexts } from './post-contract-texts';

interface CommentFormProps {
  post: Post;
  inputRef: RefObject<HTMLElement | null>;
  onAdded: () => void;
}

/** Text and at most one image; Enter sends. A refused image or a failure shows inline. */
export function CommentForm({ post, inputRef, onAdded }: CommentFormProps) {
  const { t } = useLingui();
  const user = useSessionUser();
  const add = useAddComment(post, user?.id ?? '');
  const imageMessages = useImageFileMessages(COMMENT_IMAGE_MESSAGES, postContractTexts);
  if (!user) return null;
  return (
    <Composer
      label={t`Write a comment`}
      placeholder={t`Write a comment...`}
      maxLength={COMMENT_TEXT_MAX}
      noun="comment"
      mentions
      previewAlt={t`Attachment for your comment`}
      imageMessages={imageMessages}
      leading={<Avatar src={user.picture} imageSize={user.picture_size} alt="" size={32} />}
      inputRef={inputRef}
      busy={add.isPending}
      busyLabel={t`Sending your comment`}
      onSend={async ({ text, photo }) => {
        await add.mutateAsync({ text, image: photo });
        onAdded();
      }}
    />
  );
}
