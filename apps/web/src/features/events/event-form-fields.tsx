import {
  EVENT_CAPACITY_MAX,
  EVENT_CAPACITY_MIN,
  EVENT_LOCATION_MAX,
  EVENT_REPEATS,
  EVENT_TITLE_MAX,
  POST_TEXT_MAX,
  type EventAudience,
  type GroupPrivacy,
} from '@quad/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Field, type FieldControlProps } from '../../ui';
import { useContractText } from '../../i18n/contract-texts';
import { eventContractTexts } from './event-contract-texts';
import type { EventDraft, EventErrors } from './event-form';
import styles from './event-form.module.css';
import { REPEAT_LABELS } from './words';

/** A group the member may host an event in. */
export interface HostGroup {
  _id: string;
  name: string;
  privacy: GroupPrivacy;
}

/** Who an event may be for: a private or hidden group's event stays in the group. */
export const audiencesFor = (group: HostGroup | null): EventAudience[] => {
  if (!group) return ['public', 'friends'];
  return group.privacy === 'public' ? ['public', 'group'] : ['group'];
};

interface EventFormFieldsProps {
  draft: EventDraft;
  onChange: (change: Partial<EventDraft>) => void;
  errors: EventErrors;
  /** The groups the member may host in: with them the form asks for the Host (a new event). */
  hostGroups?: HostGroup[] | undefined;
  /** The group hosting the event, if any. */
  hostGroup: HostGroup | null;
  /** The Title input, for the dialog to put the focus in. */
  titleRef?: RefObject<HTMLInputElement | null> | undefined;
}

/** A date input and, unless the event lasts all day, a time input beside it. */
function DateTimeInputs({
  timeLabel,
  control,
  date,
  time,
  allDay,
  onDate,
  onTime,
}: {
  /** The time input's name: "Starts time". */
  timeLabel: string;
  control: FieldControlProps;
  date: string;
  time: string;
  allDay: boolean;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}) {
  return (
    <div className={styles.dateTime}>
      <input
        {...control}
        type="date"
        className={styles.input}
        value={date}
        onChange={(event) => onDate(event.target.value)}
      />
      {!allDay && (
        <input
          type="time"
          className={styles.input}
          aria-label={timeLabel}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          value={time}
          onChange={(event) => onTime(event.target.value)}
        />
      )}
    </div>
  );
}

/**
 * Title, Starts, Ends, All day, Location, Online link, Description, Capacity, Repeat, Repeat
 * until, Host (for a new event) and Audience, each with the message of what is wrong with it.
 */
export function EventFormFields({
  draft,
  onChange,
  errors: englishErrors,
  hostGroups,
  hostGroup,
  titleRef,
}: EventFormFieldsProps) {
  const { i18n, t } = useLingui();
  const contractText = useContractText(eventContractTexts);
  // The contract's rules (and the server's) say what is wrong in English: shown translated.
  const errors = Object.fromEntries(
    Object.entries(englishErrors).map(([field, english]) => [field, contractText(english)]),
  ) as EventErrors;
  const audiences = audiencesFor(hostGroup);
  const groupName = hostGroup?.name ?? '';
  const audienceLabels: Record<EventAudience, string> = {
    public: t`Public`,
    friends: t`Friends`,
    group: t`Members of ${groupName}`,
  };
  const chooseHost = (id: string) => {
    const group = hostGroups?.find((each) => each._id === id) ?? null;
    const audience = !group || group.privacy === 'public' ? 'public' : 'group';
    onChange({ host: id, audience });
  };
  const text = (
    label: string,
    key: 'title' | 'location' | 'onlineLink',
    error: string | undefined,
    extra: {
      maxLength?: number;
      type?: string;
      placeholder?: string;
      ref?: RefObject<HTMLInputElement | null> | undefined;
    } = {},
  ) => (
    <Field label={label} error={error} labelClassName={styles.label}>
      {(control) => (
        <input
          {...control}
          ref={extra.ref}
          className={styles.input}
          type={extra.type ?? 'text'}
          maxLength={extra.maxLength}
          placeholder={extra.placeholder}
          value={draft[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <div className={styles.fields}>
      {text(t`Title`, 'title', errors.title, { maxLength: EVENT_TITLE_MAX, ref: titleRef })}
      <div className={styles.pair}>
        <Field label={t`Starts`} error={errors.starts} labelClassName={styles.label}>
          {(control) => (
            <DateTimeInputs
              timeLabel={t`Starts time`}
              control={control}
              date={draft.startDate}
              time={draft.startTime}
              allDay={draft.allDay}
              onDate={(startDate) => onChange({ startDate })}
              onTime={(startTime) => onChange({ startTime })}
            />
          )}
        </Field>
        <Field label={t`Ends`} error={errors.ends} labelClassName={styles.label}>
          {(control) => (
            <DateTimeInputs
              timeLabel={t`Ends time`}
              control={control}
              date={draft.endDate}
              time={draft.endTime}
              allDay={draft.allDay}
              onDate={(endDate) => onChange({ endDate })}
              onTime={(endTime) => onChange({ endTime })}
            />
          )}
        </Field>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.allDay}
          onChange={(event) => onChange({ allDay: event.target.checked })}
        />
        <Trans>All day</Trans>
      </label>
      {text(t`Location`, 'location', errors.location, { maxLength: EVENT_LOCATION_MAX })}
      {text(t`Online link`, 'onlineLink', errors.online_link, {
        type: 'url',
        placeholder: 'https://',
      })}
      <Field label={t`Description`} error={errors.description} labelClassName={styles.label}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            maxLength={POST_TEXT_MAX}
            value={draft.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <div className={styles.pair}>
        <Field label={t`Capacity`} error={errors.capacity} labelClassName={styles.label}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={EVENT_CAPACITY_MIN}
              max={EVENT_CAPACITY_MAX}
              placeholder={t`No limit`}
              value={draft.capacity}
              onChange={(event) => onChange({ capacity: event.target.value })}
            />
          )}
        </Field>
        <Field label={t`Repeat`} labelClassName={styles.label}>
          {(control) => (
            <select
              {...control}
              className={styles.input}
              value={draft.repeat}
              onChange={(event) => onChange({ repeat: event.target.value as EventDraft['repeat'] })}
            >
              {EVENT_REPEATS.map((repeat) => (
                <option key={repeat} value={repeat}>
                  {i18n._(REPEAT_LABELS[repeat])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {draft.repeat !== 'none' && (
        <Field label={t`Repeat until`} error={errors.repeat_until} labelClassName={styles.label}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={styles.input}
              value={draft.repeatUntil}
              onChange={(event) => onChange({ repeatUntil: event.target.value })}
            />
          )}
        </Field>
      )}
      <div className={styles.pair}>
        {hostGroups && (
          <Field label={t`Host`} error={errors.host} labelClassName={styles.label}>
            {(control) => (
              <select
                {...control}
                className={styles.input}
                value={draft.host}
                onChange={(event) => chooseHost(event.target.value)}
              >
                <option value="">{t`You`}</option>
                {hostGroups.map((group) => (
                  <option key={group._id} value={group._id}>
                    {group.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t`Audience`} error={errors.audience} labelClassName={styles.label}>
          {(control) => (
            <select
              {...control}
              className={styles.input}
              value={draft.audience}
              onChange={(event) => onChange({ audience: event.target.value as EventAudience })}
            >
              {audiences.map((audience) => (
                <option key={audience} value={audience}>
                  {audienceLabels[audience]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
