import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';

import {
  GROUP_KINDS,
  GROUP_QUESTIONS_MAX,
  GROUP_RULES_MAX,
  updateGroupRequestSchema,
  type Group,
  type UpdateGroupRequest,
} from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { deleteGroup, errorMessage, groupKeys, updateGroup } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { Button, ConfirmDialog, Field, PlusIcon, Spinner } from '../../ui';
import { BannedList } from './banned-list';
import { groupContractTexts } from './group-contract-texts';
import { groupPath } from './group-facts';
import { GroupLog } from './group-log';
import { KindField, PrivacyField } from './group-kind-privacy-fields';
import styles from './groups.module.css';

type Payload = z.output<typeof updateGroupRequestSchema>;
interface Values {
  name: string;
  slug: string;
  description: string;
  kind: string;
  privacy: string;
  questions: string[];
  rules: { title: string; text: string }[];
  postApproval: boolean;
  membersCanInvite: boolean;
}

const QUESTION_SLOTS = Array.from({ length: GROUP_QUESTIONS_MAX }, (_, index) => index);

/** Blank question boxes are left out; only a private group asks questions. */
const resolver: Resolver<Values, unknown, Payload> = (values, context, options) =>
  zodResolver(updateGroupRequestSchema)(
    {
      ...values,
      questions:
        values.privacy === 'private' ? values.questions.filter((question) => question.trim()) : [],
    } as UpdateGroupRequest,
    context,
    options as never,
  );

const valuesOf = (group: Group): Values => ({
  name: group.name,
  slug: group.slug,
  description: group.description,
  kind: group.kind,
  privacy: group.privacy,
  questions: QUESTION_SLOTS.map((index) => group.questions[index] ?? ''),
  rules: group.rules.map((rule) => ({ title: rule.title, text: rule.text })),
  postApproval: group.postApproval,
  membersCanInvite: group.membersCanInvite,
});

function SettingsForm({ group }: { group: Group }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  const contractText = useContractText(groupContractTexts);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, Payload>({ resolver, defaultValues: valuesOf(group) });
  const rules = useFieldArray({ control, name: 'rules' });
  const save = useMutation({
    mutationFn: (body: Payload) => updateGroup(group.slug, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(groupKeys.detail(saved.slug), saved);
      reset(valuesOf(saved));
      if (saved.slug !== group.slug) {
        void navigate(`${groupPath(saved.slug)}/settings`, { replace: true });
      }
      await queryClient.invalidateQueries({ queryKey: groupKeys.mine() });
    },
  });
  const submit = handleSubmit((values) => save.mutate(values));
  const privacy = useWatch({ control, name: 'privacy' });
  const slug = useWatch({ control, name: 'slug' });
  const kinds = GROUP_KINDS.filter(
    (kind) => kind !== 'college' || group.kind === 'college' || group.siteModerator,
  );
  const rulesError = contractText(errors.rules?.message ?? errors.rules?.root?.message);

  return (
    <form
      noValidate
      className={[styles.card, styles.stack].join(' ')}
      aria-labelledby="group-settings"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="group-settings" className={styles.sectionTitle}>
        <Trans>Settings</Trans>
      </h2>
      <Field
        label={t`Group name`}
        error={contractText(errors.name?.message)}
        labelClassName={styles.label}
      >
        {(field) => <input {...field} className={styles.input} {...register('name')} />}
      </Field>
      <Field
        label={t`Address`}
        error={contractText(errors.slug?.message)}
        labelClassName={styles.label}
        describedBy="group-slug-hint"
      >
        {(field) => <input {...field} className={styles.input} {...register('slug')} />}
      </Field>
      <p id="group-slug-hint" className={styles.muted}>
        <Trans>The group&apos;s page is at /groups/{slug || group.slug}</Trans>
      </p>
      <Field
        label={t`Description`}
        error={contractText(errors.description?.message)}
        labelClassName={styles.label}
      >
        {(field) => (
          <textarea {...field} className={styles.textarea} {...register('description')} />
        )}
      </Field>
      <KindField
        kinds={kinds}
        field={register('kind')}
        error={contractText(errors.kind?.message)}
      />
      <PrivacyField field={register('privacy')} error={contractText(errors.privacy?.message)} />
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
        </fieldset>
      )}
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('postApproval')} />
        <span className={styles.radioText}>
          <span>
            <Trans>Post approval</Trans>
          </span>
          <span className={styles.muted}>
            <Trans>Members&apos; posts wait until an admin or a moderator approves them.</Trans>
          </span>
        </span>
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('membersCanInvite')} />
        <span>
          <Trans>Members may invite their friends</Trans>
        </span>
      </label>
      <fieldset className={[styles.fieldset, styles.stack].join(' ')}>
        <legend className={styles.legend}>
          <Trans>Rules</Trans>
        </legend>
        {rules.fields.length === 0 && <p className={styles.muted}>{t`No rules yet.`}</p>}
        {rules.fields.map((rule, index) => (
          <div
            key={rule.id}
            className={styles.ruleEditor}
            role="group"
            aria-label={t`Rule ${index + 1}`}
          >
            <Field
              label={t`Title of rule ${index + 1}`}
              error={contractText(errors.rules?.[index]?.title?.message)}
              labelClassName={styles.label}
            >
              {(field) => (
                <input {...field} className={styles.input} {...register(`rules.${index}.title`)} />
              )}
            </Field>
            <Field
              label={t`Text of rule ${index + 1}`}
              error={contractText(errors.rules?.[index]?.text?.message)}
              labelClassName={styles.label}
            >
              {(field) => (
                <textarea
                  {...field}
                  className={styles.textarea}
                  {...register(`rules.${index}.text`)}
                />
              )}
            </Field>
            <div>
              <Button onClick={() => rules.remove(index)}>
                <Trans>Remove rule {index + 1}</Trans>
              </Button>
            </div>
          </div>
        ))}
        {rulesError && (
          <p role="alert" className={styles.error}>
            {rulesError}
          </p>
        )}
        <div>
          <Button
            disabled={rules.fields.length >= GROUP_RULES_MAX}
            onClick={() => rules.append({ title: '', text: '' })}
          >
            <PlusIcon size={18} />
            <Trans>Add rule</Trans>
          </Button>
        </div>
      </fieldset>
      {save.isError && (
        <p role="alert" className={styles.error}>
          {contractText(errorMessage(save.error))}
        </p>
      )}
      {save.isSuccess && !isDirty && (
        <p role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending && <Spinner size={16} label={t`Saving`} />}
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

function DeleteGroup({ group }: { group: Group }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  const { name } = group;
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteGroup(group.slug),
    onSuccess: async () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: groupKeys.detail(group.slug) });
      await navigate('/groups');
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="group-delete">
      <h2 id="group-delete" className={styles.sectionTitle}>
        <Trans>Delete group</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>The group and all its posts are deleted for everyone.</Trans>
      </p>
      <div>
        <Button aria-haspopup="dialog" onClick={() => setConfirming(true)}>
          <Trans>Delete group</Trans>
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t`Delete ${name}?`}
          confirmLabel={t`Delete group`}
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate()}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
        >
          <Trans>This cannot be undone.</Trans>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * Settings: admins change the group and delete it; admins and moderators lift bans and read its
 * log.
 */
export function SettingsTab({ group }: { group: Group }) {
  const admin = group.viewerRole === 'admin' || group.siteModerator;
  return (
    <>
      {admin && <SettingsForm key={group.slug} group={group} />}
      <BannedList group={group} />
      <GroupLog group={group} />
      {admin && <DeleteGroup group={group} />}
    </>
  );
}
