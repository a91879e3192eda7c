import { zodResolver } from '@hookform/resolvers/zod';
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
import { Button, ConfirmDialog, Field, PlusIcon, Spinner } from '../../ui';
import { BannedList } from './banned-list';
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
  const rulesError = errors.rules?.message ?? errors.rules?.root?.message;

  return (
    <form
      noValidate
      className={[styles.card, styles.stack].join(' ')}
      aria-labelledby="group-settings"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="group-settings" className={styles.sectionTitle}>
        Settings
      </h2>
      <Field label="Group name" error={errors.name?.message} labelClassName={styles.label}>
        {(field) => <input {...field} className={styles.input} {...register('name')} />}
      </Field>
      <Field
        label="Address"
        error={errors.slug?.message}
        labelClassName={styles.label}
        describedBy="group-slug-hint"
      >
        {(field) => <input {...field} className={styles.input} {...register('slug')} />}
      </Field>
      <p id="group-slug-hint" className={styles.muted}>
        The group&apos;s page is at /groups/{slug || group.slug}
      </p>
      <Field label="Description" error={errors.description?.message} labelClassName={styles.label}>
        {(field) => (
          <textarea {...field} className={styles.textarea} {...register('description')} />
        )}
      </Field>
      <KindField kinds={kinds} field={register('kind')} error={errors.kind?.message} />
      <PrivacyField field={register('privacy')} error={errors.privacy?.message} />
      {privacy === 'private' && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Questions for people who ask to join</legend>
          <div className={styles.stack}>
            {QUESTION_SLOTS.map((index) => (
              <Field key={index} label={`Question ${index + 1}`} hideLabel>
                {(field) => (
                  <input
                    {...field}
                    className={styles.input}
                    placeholder={`Question ${index + 1} (optional)`}
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
          <span>Post approval</span>
          <span className={styles.muted}>
            Members&apos; posts wait until an admin or a moderator approves them.
          </span>
        </span>
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('membersCanInvite')} />
        <span>Members may invite their friends</span>
      </label>
      <fieldset className={[styles.fieldset, styles.stack].join(' ')}>
        <legend className={styles.legend}>Rules</legend>
        {rules.fields.length === 0 && <p className={styles.muted}>No rules yet.</p>}
        {rules.fields.map((rule, index) => (
          <div
            key={rule.id}
            className={styles.ruleEditor}
            role="group"
            aria-label={`Rule ${index + 1}`}
          >
            <Field
              label={`Title of rule ${index + 1}`}
              error={errors.rules?.[index]?.title?.message}
              labelClassName={styles.label}
            >
              {(field) => (
                <input {...field} className={styles.input} {...register(`rules.${index}.title`)} />
              )}
            </Field>
            <Field
              label={`Text of rule ${index + 1}`}
              error={errors.rules?.[index]?.text?.message}
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
              <Button onClick={() => rules.remove(index)}>Remove rule {index + 1}</Button>
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
            Add rule
          </Button>
        </div>
      </fieldset>
      {save.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(save.error)}
        </p>
      )}
      {save.isSuccess && !isDirty && <p role="status">Saved.</p>}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending && <Spinner size={16} label="Saving" />}
          Save
        </Button>
      </div>
    </form>
  );
}

function DeleteGroup({ group }: { group: Group }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
        Delete group
      </h2>
      <p className={styles.muted}>The group and all its posts are deleted for everyone.</p>
      <div>
        <Button aria-haspopup="dialog" onClick={() => setConfirming(true)}>
          Delete group
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Delete ${group.name}?`}
          confirmLabel="Delete group"
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate()}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
        >
          This cannot be undone.
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
