import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { DETAIL_FIELD_MAX, RELATIONSHIPS, detailsSchema, type Profile } from '@quad/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCommunity } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Field, PencilIcon, PlusIcon } from '../../ui';
import { relationshipLabel, type DetailField } from './detail-fields';
import styles from './details.module.css';
import dialog from './dialog.module.css';
import { EditorActions } from './editor-actions';
import { profileContractTexts } from './profile-contract-texts';
import { useSaveDetail } from './profile-queries';

interface DetailEditorProps {
  profile: Profile;
  field: DetailField;
}

/** One field of the Edit Details dialog: its saved value with an Edit button, or its editor. */
export function DetailEditor({ profile, field }: DetailEditorProps) {
  const { i18n } = useLingui();
  const saved = profile.details[field.key] ?? '';
  const [editing, setEditing] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  // Which opener should take the focus back once the editor closes: the saved value arrives a
  // moment after the editor closes, and with it an Edit button in place of the Add one.
  const returnFocus = useRef<'add' | 'edit' | null>(null);

  useEffect(() => {
    const target = returnFocus.current;
    if (editing || !target) return;
    openerRef.current?.focus();
    if ((saved ? 'edit' : 'add') === target) returnFocus.current = null;
  }, [editing, saved]);

  if (editing) {
    return (
      <DetailForm
        profile={profile}
        field={field}
        saved={saved}
        onDone={(value) => {
          returnFocus.current = value ? 'edit' : 'add';
          setEditing(false);
        }}
      />
    );
  }
  if (!saved) {
    return (
      <button
        ref={openerRef}
        type="button"
        className={styles.addButton}
        onClick={() => setEditing(true)}
      >
        <span className={styles.addIcon}>
          <PlusIcon size={18} />
        </span>
        {i18n._(field.add)}
      </button>
    );
  }
  return (
    <div className={styles.savedRow}>
      {field.key === 'relationship' ? (
        <span className={styles.savedValue}>{relationshipLabel(saved, i18n)}</span>
      ) : (
        <span className={styles.savedValue} dir="auto">
          {saved}
        </span>
      )}
      <button
        ref={openerRef}
        type="button"
        className={dialog.iconButton}
        aria-label={i18n._(field.edit)}
        onClick={() => setEditing(true)}
      >
        <PencilIcon size={18} />
      </button>
    </div>
  );
}

interface DetailFormProps extends DetailEditorProps {
  saved: string;
  /** Called with the value the field now holds. */
  onDone: (value: string) => void;
}

interface DetailValues {
  value: string;
}

function DetailForm({ profile, field, saved, onDone }: DetailFormProps) {
  const { i18n } = useLingui();
  const label = i18n._(field.label);
  const contractText = useContractText(profileContractTexts);
  const { colleges } = useCommunity();
  const save = useSaveDetail(profile);
  const listId = useId();
  // The contract's rule for this one field, with its own message.
  const resolver = useMemo(
    () => zodResolver(z.object({ value: detailsSchema.shape[field.key].unwrap() })),
    [field.key],
  );
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<DetailValues>({ resolver, defaultValues: { value: saved } });

  useEffect(() => setFocus('value'), [setFocus]);
  const submit = handleSubmit(({ value }) =>
    save.mutate(
      { field: field.key, value },
      { onSuccess: (details) => onDone(details[field.key] ?? '') },
    ),
  );

  return (
    <form
      className={styles.editor}
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
    >
      <Field
        label={label}
        hideLabel
        error={contractText(errors.value?.message)}
        className={styles.field}
      >
        {(control) =>
          field.key === 'relationship' ? (
            <select {...control} className={styles.input} {...register('value')}>
              {RELATIONSHIPS.map((option) => (
                <option key={option} value={option}>
                  {relationshipLabel(option, i18n)}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...control}
              className={styles.input}
              type="text"
              placeholder={label}
              dir="auto"
              autoComplete="off"
              // A college keeps its full name (the sign-up default), so only the others are capped.
              maxLength={field.key === 'college' ? undefined : DETAIL_FIELD_MAX}
              list={field.key === 'college' ? listId : undefined}
              {...register('value')}
            />
          )
        }
      </Field>
      {field.key === 'college' && (
        <datalist id={listId}>
          {colleges.map((college) => (
            <option key={college} value={college} />
          ))}
        </datalist>
      )}
      <EditorActions pending={save.isPending} error={save.error} onCancel={() => onDone(saved)} />
    </form>
  );
}
