/**
 * A group's cover in its header; its admins change it as a member changes their profile's cover
 * (SPEC.md §2, cover photo): the same menu, crop editor and picture checks, then updateGroupCover.
 */
import { useLingui } from '@lingui/react/macro';
import type { Group } from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import {
  groupKeys,
  pictureErrorMessage,
  pictureKeys,
  updateGroupCover,
  uploadPicture,
} from '../../api';
import { cropToJpeg } from '../../lib/crop-image';
import { lazyNamed } from '../../lib/lazy-named';
import { useObjectUrls } from '../../lib/use-object-urls';
import type { ChosenPicture } from '../../lib/use-picture-file';
import { useSessionUser } from '../../session/session-store';
import type { CoverCrop } from '../../ui/cover-editor';
import { ResponsiveImage } from '../../ui';
import { CoverMenu } from '../../ui/cover-menu';
import { administersGroup } from './group-roles';
import styles from './groups.module.css';

// The crop editor (and its cropping library) is fetched when an admin first edits a cover.
const CoverEditor = lazyNamed(
  () => import('../../ui/cover-editor'),
  (m) => m.CoverEditor,
);

/** The cover's shape on the group's page, and so the crop's. */
const COVER_ASPECT = 16 / 5;
/** The cover's intrinsic size: the page keeps its place before the picture arrives. */
const COVER_WIDTH = 1600;
const COVER_HEIGHT = COVER_WIDTH / COVER_ASPECT;

/** Crop, upload into the admin's cover folder, then make it the group's cover. */
const useSaveGroupCover = (group: Group) => {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: async ({ src, area, aspect }: CoverCrop & { src: string }) => {
      if (!user) throw new Error('Signed out');
      const jpeg = await cropToJpeg(src, area, aspect);
      const uploaded = await uploadPicture(user.id, 'cover', jpeg);
      return updateGroupCover(group.slug, uploaded.url);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(groupKeys.detail(saved.slug), saved);
      // The groups lists show covers too.
      return queryClient.invalidateQueries({
        queryKey: groupKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
    onSettled: () => {
      // The next Select Photo lists the new upload.
      queryClient.removeQueries({ queryKey: pictureKeys.all });
    },
  });
};

function Cover({ group }: { group: Group }) {
  // Decorative: the group's name is the heading right below.
  return group.cover ? (
    <ResponsiveImage
      className={styles.cover}
      src={group.cover}
      size={group.coverSize}
      shownWidth="(max-width: 1100px) 100vw, 1100px"
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      priority
    />
  ) : (
    <div className={styles.cover} />
  );
}

/** The cover; for the group's admins, Add or Edit Cover Photo and the crop editor. */
export function GroupCover({ group }: { group: Group }) {
  const user = useSessionUser();
  const { t } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const chosenFiles = useObjectUrls();
  const save = useSaveGroupCover(group);
  const choose = (picture: ChosenPicture) =>
    setEditing(typeof picture === 'string' ? picture : chosenFiles.create(picture));
  const close = () => {
    chosenFiles.revoke(editing);
    save.reset();
    setEditing(null);
    setEdited(true);
  };

  if (editing) {
    return (
      <Suspense
        fallback={
          <div className={styles.coverFrame}>
            <Cover group={group} />
          </div>
        }
      >
        <CoverEditor
          src={editing}
          className={styles.cover}
          aspect={COVER_ASPECT}
          note={
            group.privacy === 'hidden'
              ? t`The group's members and invitees see its cover`
              : t`The group's cover is public`
          }
          saving={save.isPending}
          error={save.isError ? pictureErrorMessage(save.error) : null}
          onSave={(crop) => save.mutate({ ...crop, src: editing }, { onSuccess: close })}
          onDismissError={() => save.reset()}
          onCancel={close}
        />
      </Suspense>
    );
  }

  return (
    <div className={styles.coverFrame}>
      <Cover group={group} />
      {user && administersGroup(group) && (
        <CoverMenu
          userId={user.id}
          hasCover={!!group.cover}
          onChoose={choose}
          focusOnMount={edited}
        />
      )}
    </div>
  );
}
