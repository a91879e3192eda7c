import type { Profile } from '@quad/contract';
import { useState } from 'react';
import { useObjectUrls } from '../../lib/use-object-urls';
import { CoverEditor } from './cover-editor';
import { CoverMenu } from './cover-menu';
import styles from './pictures.module.css';
import profileStyles from './profile.module.css';
import type { ChosenPicture } from './use-picture-file';

interface CoverPhotoProps {
  profile: Profile;
  own: boolean;
  /** The member's full name, for the picture's alt text. */
  name: string;
}

/** The profile's cover; on one's own profile, the menu to change it and the crop editor. */
export function CoverPhoto({ profile, own, name }: CoverPhotoProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const chosenFiles = useObjectUrls();
  const choose = (picture: ChosenPicture) =>
    setEditing(typeof picture === 'string' ? picture : chosenFiles.create(picture));

  if (editing) {
    return (
      <CoverEditor
        profile={profile}
        src={editing}
        onDone={() => {
          chosenFiles.revoke(editing);
          setEditing(null);
          setEdited(true);
        }}
      />
    );
  }

  return (
    <div className={styles.coverFrame}>
      <div className={profileStyles.cover}>
        {profile.cover && <img src={profile.cover} alt={`${name}'s cover`} />}
      </div>
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
