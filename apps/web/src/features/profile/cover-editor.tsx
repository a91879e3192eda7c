import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@quad/contract';
import { pictureErrorMessage } from '../../api';
import { CoverEditor } from '../../ui/cover-editor';
import profileStyles from './profile.module.css';
import { useSavePicture } from './use-save-picture';

interface ProfileCoverEditorProps {
  profile: Profile;
  src: string;
  /** The editor closes: cancelled, or saved. */
  onDone: () => void;
}

/** The profile's cover crop editor: the crop is the cover's width by 350 (SPEC.md §2). */
export function ProfileCoverEditor({ profile, src, onDone }: ProfileCoverEditorProps) {
  const { t } = useLingui();
  const save = useSavePicture('cover', profile);
  return (
    <CoverEditor
      src={src}
      className={`${profileStyles.cover} ${profileStyles.coverEditing}`}
      note={t`Your cover photo is public`}
      saving={save.isPending}
      error={save.isError ? pictureErrorMessage(save.error) : null}
      onSave={({ area, aspect }) => save.mutate({ src, area, aspect }, { onSuccess: onDone })}
      onDismissError={() => save.reset()}
      onCancel={onDone}
    />
  );
}
