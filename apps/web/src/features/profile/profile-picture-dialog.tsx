import type { Profile } from '@quad/contract';
import { useId, useState } from 'react';
import { CloseIcon, Modal } from '../../ui';
import { PictureChooser } from './picture-chooser';
import { PictureEditor } from './picture-editor';
import styles from './pictures.module.css';

interface ProfilePictureDialogProps {
  profile: Profile;
  onClose: () => void;
}

/** 'Update Profile Picture' (SPEC.md §2): choose a picture, crop it round, describe it, save. */
export function ProfilePictureDialog({ profile, onClose }: ProfilePictureDialogProps) {
  const titleId = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [backFromEditor, setBackFromEditor] = useState(false);
  const [busy, setBusy] = useState(false);
  // While the picture is being saved the dialog stays (Escape and the backdrop do nothing).
  const close = busy ? undefined : onClose;

  return (
    <Modal labelledBy={titleId} onClose={close} className={styles.dialog}>
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          Update Profile Picture
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Close"
          disabled={busy}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {src ? (
        <PictureEditor
          profile={profile}
          src={src}
          onCancel={() => {
            setSrc(null);
            setBackFromEditor(true);
          }}
          onSaved={onClose}
          onBusyChange={setBusy}
        />
      ) : (
        <PictureChooser userId={profile._id} onChoose={setSrc} focusOnMount={backFromEditor} />
      )}
    </Modal>
  );
}
