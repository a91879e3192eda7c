import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@quad/contract';
import { Suspense, useId, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { useObjectUrls } from '../../lib/use-object-urls';
import { DialogHeader, Modal, Spinner } from '../../ui';
import dialog from './dialog.module.css';
import { PictureChooser } from './picture-chooser';
import type { ChosenPicture } from '../../lib/use-picture-file';

// The crop editor (and its cropping library) is fetched once a picture is chosen.
const PictureEditor = lazyNamed(
  () => import('./picture-editor'),
  (m) => m.PictureEditor,
);

interface ProfilePictureDialogProps {
  profile: Profile;
  onClose: () => void;
}

/** 'Update Profile Picture' (SPEC.md §2): choose a picture, crop it round, describe it, save. */
export function ProfilePictureDialog({ profile, onClose }: ProfilePictureDialogProps) {
  const { t } = useLingui();
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
        <Trans>Update Profile Picture</Trans>
      </DialogHeader>
      {src ? (
        <Suspense
          fallback={
            <div className={dialog.loading}>
              <Spinner size={28} label={t`Loading the editor`} />
            </div>
          }
        >
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
        </Suspense>
      ) : (
        <PictureChooser userId={profile._id} onChoose={choose} focusOnMount={backFromEditor} />
      )}
    </Modal>
  );
}
