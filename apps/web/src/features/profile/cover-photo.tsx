import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@quad/contract';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { useObjectUrls } from '../../lib/use-object-urls';
import type { ChosenPicture } from '../../lib/use-picture-file';
import { ResponsiveImage } from '../../ui';
import { CoverMenu } from '../../ui/cover-menu';
import styles from './pictures.module.css';
import profileStyles from './profile.module.css';

// The crop editor (and its cropping library) is fetched when a member first edits a cover.
const CoverEditor = lazyNamed(
  () => import('./cover-editor'),
  (m) => m.ProfileCoverEditor,
);

interface CoverPhotoProps {
  profile: Profile;
  own: boolean;
  /** The member's full name, for the picture's alt text. */
  name: string;
}

/** The profile's cover; on one's own profile, the menu to change it and the crop editor. */
export function CoverPhoto({ profile, own, name }: CoverPhotoProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const chosenFiles = useObjectUrls();
  const choose = (picture: ChosenPicture) =>
    setEditing(typeof picture === 'string' ? picture : chosenFiles.create(picture));

  const cover = (
    <div className={profileStyles.cover}>
      {profile.cover && (
        <ResponsiveImage
          src={profile.cover}
          size={profile.coverSize}
          // The header band: the page's width, at most 1100 px less its padding.
          shownWidth="(max-width: 1100px) 100vw, 1068px"
          alt={t`${name}'s cover`}
          priority
        />
      )}
    </div>
  );

  if (editing) {
    return (
      <Suspense fallback={<div className={styles.coverFrame}>{cover}</div>}>
        <CoverEditor
          profile={profile}
          src={editing}
          onDone={() => {
            chosenFiles.revoke(editing);
            setEditing(null);
            setEdited(true);
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className={styles.coverFrame}>
      {cover}
      {own && (
        <CoverMenu
          userId={profile._id}
          hasCover={!!profile.cover}
          onChoose={choose}
          focusOnMount={edited}
        />
      )}
    </div>
  );
}
