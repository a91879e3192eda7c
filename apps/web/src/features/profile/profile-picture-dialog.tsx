import type { Profile } from '@quad/contract';
import { useId, useState } from 'react';
import { useObjectUrls } from '../../lib/use-object-urls';
import { DialogHeader, Modal } from '../../ui';
import dialog from './dialog.module.css';
import { PictureChooser } from './picture-chooser';
import { PictureEditor } from './picture-editor';
import type { ChosenPicture } from './use-picture-file';

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
  const chosenFiles = useObjectUrls();
  const choose = (picture: ChosenPicture) =>
    setSrc(typeof picture === 'string' ? picture : chosenFiles.create(picture));
  // While the picture is being saved the dialog stays (Escape and the backdrop do nothing).
  const close = busy ? undefined : onClose;

  return (
    <Modal labelledBy={titleId} onClose={close} className={dialog.dialog}>
      <DialogHeader titleId={titleId} onClose={onClose} closeDisabled={busy}>
        Update Profile Picture
      </DialogHeader>
      {src ? (
        <PictureEditor
          profile={profile}
          src={src}
          onCancel={() => {
            chosenFiles.revoke(src);
            setSrc(null);
            setBackFromEditor(true);
          }}
          onSaved={onClose}
          onBusyChange={setBusy}
        />
      ) : (
        <PictureChooser userId={profile._id} onChoose={choose} focusOnMount={backFromEditor} />
      )}
    </Modal>
  );
}
