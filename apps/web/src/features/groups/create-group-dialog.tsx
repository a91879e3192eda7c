import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';

import {
  createGroupRequestSchema,
  GROUP_KINDS,
  GROUP_QUESTIONS_MAX,
  type CreateGroupRequest,
} from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { createGroup, errorMessage, groupKeys, useModerationAccess } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, DialogHeader, Field, Modal, Spinner } from '../../ui';
import { groupContractTexts } from './group-contract-texts';
import { groupPath } from './group-facts';
import styles from './groups.module.css';
import { KindField, PrivacyField } from './group-kind-privacy-fields';

type Payload = z.output<typeof createGroupRequestSchema>;
interface Values {
  name: string;
  kind: string;
  privacy: string;
  description: string;
  /** Always three boxes; the blank ones are not questions. */
  questions: string[];
}

const QUESTION_SLOTS = Array.from({ length: GROUP_QUESTIONS_MAX }, (_, index) => index);

/** Blank question boxes are left out, and only a private group asks questions at all. */
const resolver: Resolver<Values, unknown, Payload> = (values, context, options) =>
  zodResolver(createGroupRequestSchema)(
    {
      ...values,
      questions:
        values.privacy === 'private' ? values.questions.filter((question) => question.trim()) : [],
    } as CreateGroupRequest,
    context,
    options as never,
  );

/** Create group: name, kind, privacy, description and, for a private group, its questions. */
export function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { t } = useLingui();
  const contractText = useContractText(groupContractTexts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moderator = useModerationAccess().data?.moderator === true;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values, unknown, Payload>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      name: '',
      kind: '',
      privacy: 'public',
      description: '',
      questions: ['', '', ''],
    },
  });
  const create = useMutation({
    mutationFn: createGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.slug), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.mine() });
      onClose();
      void navigate(groupPath(group.slug));
    },
  });
  const submit = handleSubmit((values) => create.mutate(values));
  const privacy = useWatch({ control, name: 'privacy' });
  const kinds = GROUP_KINDS.filter((kind) => kind !== 'college' || moderator);
  const questionsError = contractText(
    errors.questions?.message ??
      QUESTION_SLOTS.map((index) => errors.questions?.[index]?.message).find(Boolean),
  );

  return (
    <Modal
      labelledBy={titleId}
      onClose={create.isPending ? undefined : onClose}
      className={styles.dialog}
    >
      <DialogHeader titleId={titleId} onClose={onClose} closeDisabled={create.isPending}>
        <Trans>Create group</Trans>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.dialogBody}>
          <Field
            label={t`Group name`}
            error={contractText(errors.name?.message)}
            labelClassName={styles.label}
          >
            {(field) => <input {...field} className={styles.input} {...register('name')} />}
          </Field>
          <KindField
            kinds={kinds}
            field={register('kind')}
            error={contractText(errors.kind?.message)}
            placeholder={t`Choose a kind`}
          />
          <PrivacyField field={register('privacy')} error={contractText(errors.privacy?.message)} />
          <Field
            label={t`Description`}
            error={contractText(errors.description?.message)}
            labelClassName={styles.label}
          >
            {(field) => (
              <textarea {...field} className={styles.textarea} {...register('description')} />
            )}
          </Field>
          {privacy === 'private' && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>
                <Trans>Questions for people who ask to join</Trans>
              </legend>
              <div className={styles.stack}>
                {QUESTION_SLOTS.map((index) => (
                  <Field key={index} label={t`Question ${index + 1}`} hideLabel>
                    {(field) => (
                      <input
                        {...field}
                        className={styles.input}
                        placeholder={t`Question ${index + 1} (optional)`}
                        {...register(`questions.${index}`)}
                      />
                    )}
                  </Field>
                ))}
              </div>
              {questionsError && (
                <p role="alert" className={styles.error}>
                  {questionsError}
                </p>
              )}
            </fieldset>
          )}
          {create.isError && (
            <p role="alert" className={styles.error}>
              {contractText(errorMessage(create.error))}
            </p>
          )}
        </div>
        <div className={styles.dialogActions}>
          <Button onClick={onClose} disabled={create.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending && <Spinner size={16} label={t`Creating the group`} />}
            <Trans>Create</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
