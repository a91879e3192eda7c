import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { POST_TEXT_MAX, type Post } from '@quad/contract';
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../api';
import { fullName } from '../../lib/full-name';
import { IMAGE_ACCEPT, imageFileProblem, useImageFileMessages } from '../../lib/image-file';
import { useObjectUrls } from '../../lib/use-object-urls';
import { useSessionUser } from '../../session/session-store';
import {
  Avatar,
  Button,
  CloseIcon,
  ConfirmDialog,
  FriendsIcon,
  GlobeIcon,
  Modal,
  PhotoIcon,
  Spinner,
  useMentionCombobox,
} from '../../ui';
import {
  checkEventDraft,
  emptyEventDraft,
  EventFormFields,
  fieldOfError,
  useGroupsToHost,
  type EventDraft,
  type EventErrors,
  type HostGroup,
} from '../events';
import { BackgroundChooser } from './background-chooser';
import { backgroundStyle, textToneOf } from './backgrounds';
import { EmojiButton } from './emoji-button';
import { POST_IMAGE_MESSAGES } from './image-files';
import { postContractTexts } from './post-contract-texts';
import {
  hasContent,
  NOTHING_TO_POST,
  useCreateEvent,
  useCreatePost,
  type PostDraft,
  type PostingGroup,
} from './use-create-post';
import styles from './create-post-modal.module.css';

interface Photo {
  id: number;
  file: File;
  preview: string;
}

let photoSequence = 0;

/** (ext) A post, or an event (Post Event): the event form, with one photo as its cover. */
export type ComposerMode = 'post' | 'event';

/** (ext) The group an event posted from its page is hosted by, when the member runs it. */
const hostOf = (group: PostingGroup | undefined): HostGroup | null =>
  group?.privacy && (group.viewerRole === 'admin' || group.viewerRole === 'moderator')
    ? { _id: group._id, name: group.name, privacy: group.privacy }
    : null;

const newEventDraft = (host: HostGroup | null) =>
  emptyEventDraft(host?._id, !host ? 'public' : host.privacy === 'public' ? 'public' : 'group');

interface CreatePostModalProps {
  mode?: ComposerMode;
  onClose: () => void;
  /** (ext) The group the post is made in: its name shows where "Public" does otherwise. */
  group?: PostingGroup | undefined;
  /** Runs with the post the server made, before the dialog closes. */
  onPosted?: ((post: Post) => void) | undefined;
}

/**
 * The Create Post dialog (SPEC.md §2 and §4). Closing it (outside click, Escape, Close) with
 * text or photos in it asks first, so a draft is never lost by a stray click.
 */
export function CreatePostModal({ mode = 'post', onClose, group, onPosted }: CreatePostModalProps) {
  const eventMode = mode === 'event';
  const { t } = useLingui();
  const user = useSessionUser();
  const imageMessages = useImageFileMessages(POST_IMAGE_MESSAGES, postContractTexts);
  const titleId = useId();
  const counterId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const eventTitleRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const refocusPost = useRef(false);
  const [text, setText] = useState('');
  // Typing @ offers friends and members to mention.
  const mention = useMentionCombobox({ value: text, onChange: setText, inputRef: textRef });
  const [background, setBackground] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const postingGroup = hostOf(group);
  const [eventDraft, setEventDraft] = useState<EventDraft>(() => newEventDraft(postingGroup));
  const [eventErrors, setEventErrors] = useState<EventErrors>({});
  const groupsToHost = useGroupsToHost(eventMode);
  const loadedHosts = groupsToHost.data ?? [];
  // The group whose page the event is posted from is offered at once, before the list loads.
  const hostGroups =
    postingGroup && !loadedHosts.some(({ _id }) => _id === postingGroup._id)
      ? [postingGroup, ...loadedHosts]
      : loadedHosts;
  const hostGroup = hostGroups.find(({ _id }) => _id === eventDraft.host) ?? null;
  const createPost = useCreatePost(group);
  const createEvent = useCreateEvent();
  const create = eventMode ? createEvent : createPost;
  const previews = useObjectUrls();
  // Stable callbacks: they run when their button appears, not again on every render.
  const focusOnMount = useCallback((node: HTMLButtonElement | null) => node?.focus(), []);
  const refocusPostButton = useCallback((node: HTMLButtonElement | null) => {
    if (node && refocusPost.current) {
      refocusPost.current = false;
      node.focus();
    }
  }, []);

  const draft: PostDraft = { text, background, photos: photos.map((photo) => photo.file) };
  const started = eventMode
    ? photos.length > 0 ||
      [eventDraft.title, eventDraft.description, eventDraft.startDate].some((value) => value !== '')
    : hasContent(draft);

  const requestClose = () => {
    if (create.isPending) return;
    if (started) setConfirming(true);
    else onClose();
  };

  const submitEvent = async () => {
    const checked = await checkEventDraft(eventDraft);
    setEventErrors(checked.errors);
    if (!checked.valid) return;
    createEvent.mutate(
      { request: checked.request, cover: photos[0]?.file ?? null },
      {
        onSuccess: (post) => {
          onPosted?.(post);
          onClose();
        },
        onError: (error) => {
          const field = fieldOfError(error);
          if (!field) return;
          setEventErrors({ [field]: errorMessage(error) });
          createEvent.reset();
        },
      },
    );
  };

  const submit = () => {
    if (create.isPending) return;
    if (eventMode) {
      void submitEvent();
      return;
    }
    if (!hasContent(draft)) {
      console.info(NOTHING_TO_POST);
      return;
    }
    createPost.mutate(draft, {
      onSuccess: ({ data }) => {
        onPosted?.(data);
        onClose();
      },
    });
  };

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    const added: Photo[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file, imageMessages);
      if (problem) {
        problems.push(problem);
      } else {
        photoSequence += 1;
        added.push({ id: photoSequence, file, preview: previews.create(file) });
      }
    }
    setFileProblems(problems);
    if (added.length === 0) return;
    if (eventMode) {
      // One cover: a new one takes the place of the one chosen before.
      for (const photo of [...photos, ...added.slice(1)]) previews.revoke(photo.preview);
      setPhotos(added.slice(0, 1));
      return;
    }
    setPhotos((current) => [...current, ...added]);
    // Backgrounds are for text alone.
    setBackground('');
  };

  const insertEmoji = (emoji: string) => {
    const area = textRef.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > POST_TEXT_MAX) return;
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  if (!user) return null;
  const firstName = user.first_name;
  const prompt = t`What's on your mind, ${firstName}`;
  const remaining = POST_TEXT_MAX - text.length;
  const onBackground = background !== '' && photos.length === 0;
  const textArea = (
    <div className={styles.mentionBox}>
      <textarea
        ref={textRef}
        className={onBackground ? styles.composerOnBackground : styles.composer}
        aria-label={prompt}
        dir="auto"
        aria-describedby={counterId}
        placeholder={prompt}
        maxLength={POST_TEXT_MAX}
        value={text}
        {...mention.inputProps}
      />
      {mention.listbox}
    </div>
  );

  return (
    <Modal
      labelledBy={titleId}
      onClose={requestClose}
      initialFocus={eventMode ? eventTitleRef : textRef}
      className={eventMode ? styles.eventDialog : styles.createDialog}
    >
      <div className={styles.createHeader}>
        <h2 id={titleId} className={styles.createTitle}>
          <Trans>Create Post</Trans>
        </h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t`Close`}
          onClick={requestClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={eventMode ? styles.eventBody : styles.createBody}>
        <div className={styles.createUser}>
          <Avatar src={user.picture} imageSize={user.picture_size} alt="" size={40} />
          <div>
            <p className={styles.author} dir="auto">
              {fullName(user)}
            </p>
            {eventMode ? null : group ? (
              <p className={styles.public}>
                <FriendsIcon size={12} />
                <span dir="auto">{group.name}</span>
              </p>
            ) : (
              <p className={styles.public}>
                <GlobeIcon size={12} />
                <Trans>Public</Trans>
              </p>
            )}
          </div>
        </div>
        {eventMode ? (
          <EventFormFields
            draft={eventDraft}
            onChange={(change) => setEventDraft((current) => ({ ...current, ...change }))}
            errors={eventErrors}
            hostGroups={hostGroups}
            hostGroup={hostGroup}
            titleRef={eventTitleRef}
          />
        ) : onBackground ? (
          <div
            className={[
              styles.composerBackground,
              textToneOf(background) === 'dark' ? styles.darkText : styles.lightText,
            ].join(' ')}
            style={backgroundStyle(background)}
          >
            {textArea}
          </div>
        ) : (
          textArea
        )}
        {!eventMode && (
          <p id={counterId} className={styles.counter}>
            {t({
              message: plural(remaining, {
                one: `${remaining} characters remaining`,
                other: `${remaining} characters remaining`,
              }),
            })}
          </p>
        )}
        {photos.length > 0 && (
          <ul
            className={styles.previews}
            aria-label={eventMode ? t`Cover photo` : t`Photos to post`}
          >
            {photos.map((photo) => (
              <li key={photo.id} className={styles.preview}>
                <img src={photo.preview} alt={photo.file.name} />
                <button
                  type="button"
                  className={styles.removePhoto}
                  aria-label={t`Remove ${{ name: photo.file.name }}`}
                  onClick={() => {
                    previews.revoke(photo.preview);
                    setPhotos((current) => current.filter((each) => each.id !== photo.id));
                    textRef.current?.focus();
                  }}
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {fileProblems.length > 0 && (
          <div role="alert" className={styles.fileProblems}>
            <ul>
              {fileProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.tools}>
          {photos.length === 0 && !eventMode ? (
            <BackgroundChooser value={background} onChange={setBackground} />
          ) : (
            <span />
          )}
          <div className={styles.toolButtons}>
            {!eventMode && <EmojiButton onPick={insertEmoji} />}
            <button
              type="button"
              className={styles.iconButton}
              aria-label={eventMode ? t`Add a cover photo` : t`Add photos`}
              onClick={() => fileRef.current?.click()}
            >
              <PhotoIcon size={24} />
            </button>
            <input
              ref={fileRef}
              type="file"
              accept={IMAGE_ACCEPT}
              multiple={!eventMode}
              hidden
              aria-label={eventMode ? t`Choose a cover photo` : t`Choose photos`}
              onChange={addFiles}
            />
          </div>
        </div>
        {create.isError ? (
          <div role="alert" className={styles.errorPanel}>
            <p>{errorMessage(create.error)}</p>
            <Button
              ref={focusOnMount}
              onClick={() => {
                refocusPost.current = true;
                create.reset();
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <Button
            ref={refocusPostButton}
            variant="primary"
            block
            disabled={create.isPending}
            onClick={submit}
          >
            {create.isPending && <Spinner size={18} label={t`Posting`} />}
            <Trans>Post</Trans>
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t`Discard post?`}
          confirmLabel={t`Discard`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onClose();
          }}
        >
          {eventMode ? (
            <Trans>The event you started will be lost.</Trans>
          ) : (
            <Trans>The text and photos you added will be lost.</Trans>
          )}
        </ConfirmDialog>
      )}
    </Modal>
  );
}
