import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, useLingui } from '@lingui/react/macro';
import { BIO_MAX, detailsSchema, type Profile } from '@quad/contract';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useContractText } from '../../i18n/contract-texts';
import { Field } from '../../ui';
import styles from './details.module.css';
import { EditorActions } from './editor-actions';
import { profileContractTexts } from './profile-contract-texts';
import { useSaveDetail } from './profile-queries';

const bioSchema = z.object({ bio: detailsSchema.shape.bio.unwrap() });

interface BioEditorProps {
  profile: Profile;
  onDone: () => void;
}

/** The Intro card's bio editor, with the characters left out of 100. */
export function BioEditor({ profile, onDone }: BioEditorProps) {
  const { t } = useLingui();
  const save = useSaveDetail(profile);
  const contractText = useContractText(profileContractTexts);
  const counterId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors },
  } = useForm<{ bio: string }>({
    resolver: zodResolver(bioSchema),
    defaultValues: { bio: profile.details.bio ?? '' },
  });
  useEffect(() => setFocus('bio'), [setFocus]);
  const remaining = BIO_MAX - useWatch({ control, name: 'bio' }).length;
  const submit = handleSubmit(({ bio }) =>
    save.mutate({ field: 'bio', value: bio }, { onSuccess: onDone }),
  );

  return (
    <form
      className={styles.editor}
      noValidate
      aria-label={t`Bio`}
      onSubmit={(event) => void submit(event)}
    >
      <Field
        label={t`Bio`}
        hideLabel
        error={contractText(errors.bio?.message)}
        describedBy={counterId}
        className={styles.field}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              className={styles.bioInput}
              placeholder={t`Describe who you are`}
              dir="auto"
              rows={3}
              maxLength={BIO_MAX}
              {...register('bio')}
            />
            <p id={counterId} className={styles.counter}>
              <Plural
                value={remaining}
                one="# characters remaining"
                other="# characters remaining"
              />
            </p>
          </>
        )}
      </Field>
      <EditorActions pending={save.isPending} error={save.error} onCancel={onDone} />
    </form>
  );
}
