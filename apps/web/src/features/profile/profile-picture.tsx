import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@quad/contract';
import { useState } from 'react';
import { Avatar, CameraIcon } from '../../ui';
import styles from './pictures.module.css';
import profileStyles from './profile.module.css';
import { ProfilePictureDialog } from './profile-picture-dialog';

interface ProfilePictureProps {
  profile: Profile;
  own: boolean;
  name: string;
}

/** The profile's picture; on one's own profile, the camera button that changes it. */
export function ProfilePicture({ profile, own, name }: ProfilePictureProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.pictureFrame}>
      <Avatar
        src={profile.picture}
        imageSize={profile.pictureSize}
        alt={name}
        size={168}
        className={profileStyles.picture}
      />
      {own && (
        <button
          type="button"
          className={styles.cameraButton}
          aria-label={t`Update profile picture`}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <CameraIcon />
        </button>
      )}
      {open && <ProfilePictureDialog profile={profile} onClose={() => setOpen(false)} />}
    </div>
  );
}
