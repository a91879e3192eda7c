import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { EVENT_CHOICES, type EventData } from '@quad/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../api';
import { ConfirmDialog } from '../../ui';
import { useAnswerEvent } from './event-mutations';
import { eventWhenText, shownOccurrence, waitlistPlace } from './event-time';
import type { PostChanger } from './post-changer';
import { ANSWER_LABELS } from './words';
import styles from './event-card.module.css';

type Choice = (typeof EVENT_CHOICES)[number];

/** "Waitlist · 1st" while waiting for a seat. */
export const waitlistLabel = (i18n: I18n, position: number | null) =>
  position ? waitlistPlace(i18n, position) : i18n._(ANSWER_LABELS.waitlist);

interface AnswerButtonProps {
  postId: string;
  event: EventData;
  changePost: PostChanger;
}

/** The answer a choice gives: Going is a place on the waitlist when it is full. */
const standsFor = (answer: EventData['mine']['answer'] | undefined, choice: Choice) =>
  answer === choice || (choice === 'going' && answer === 'waitlist');

/**
 * Going, Interested and Can't go, the viewer's answer pressed; asking for Going on a full event
 * is a place on the waitlist, and the Going button then says which. A repeating event asks, as
 * calendars do, whether the answer is for the date shown ("This event") or every date ("All
 * events").
 */
export function AnswerButton({ postId, event, changePost }: AnswerButtonProps) {
  const { i18n, t } = useLingui();
  const answer = useAnswerEvent(postId, changePost);
  const [asking, setAsking] = useState<Choice | null>(null);
  const { mine } = event;
  const repeating = event.repeat !== 'none';
  const choose = (choice: Choice) => {
    if (!repeating) {
      if (!standsFor(mine.answer, choice)) answer.mutate({ choice });
      return;
    }
    // Nothing to ask when both the date shown and every date have this answer already.
    if (standsFor(mine.answer, choice) && standsFor(mine.series, choice)) return;
    setAsking(choice);
  };
  return (
    <>
      <div role="group" aria-label={t`Your answer`} className={styles.answers}>
        {EVENT_CHOICES.map((choice) => {
          const waiting = choice === 'going' && mine.answer === 'waitlist';
          const pressed = waiting || mine.answer === choice;
          return (
            <button
              key={choice}
              type="button"
              className={pressed ? styles.answerChosen : styles.answer}
              aria-pressed={pressed}
              onClick={() => choose(choice)}
            >
              {waiting ? waitlistLabel(i18n, mine.position) : i18n._(ANSWER_LABELS[choice])}
            </button>
          );
        })}
      </div>
      {answer.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(answer.error)}
        </p>
      )}
      {asking && (
        <WhichEvents
          event={event}
          choice={asking}
          onAnswer={(occurrence) => {
            setAsking(null);
            answer.mutate({ choice: asking, ...(occurrence ? { occurrence } : {}) });
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}

interface WhichEventsProps {
  event: EventData;
  choice: Choice;
  /** With the date's start for This event; without for All events. */
  onAnswer: (occurrence?: string) => void;
  onCancel: () => void;
}

/** "This event" (the date shown) or "All events" (every date), This event chosen first. */
function WhichEvents({ event, choice, onAnswer, onCancel }: WhichEventsProps) {
  const name = useId();
  const { i18n, t } = useLingui();
  const [which, setWhich] = useState<'this' | 'all'>('this');
  const occurrence = event.occurrence ?? shownOccurrence(event);
  const options = [
    {
      value: 'this',
      label: t`This event (${eventWhenText(i18n, event)})`,
    },
    { value: 'all', label: t`All events` },
  ] as const;
  const answerLabel = i18n._(ANSWER_LABELS[choice]);
  return (
    <ConfirmDialog
      title={t`${answerLabel}: which events?`}
      confirmLabel={t`Answer`}
      onConfirm={() => onAnswer(which === 'this' ? occurrence : undefined)}
      onCancel={onCancel}
      fields={
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">
            <Trans>Answer for</Trans>
          </legend>
          {options.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={which === option.value}
                onChange={() => setWhich(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      }
    >
      <Trans>
        <span dir="auto">{event.title}</span> repeats. Answer for the date shown, or for every date.
      </Trans>
    </ConfirmDialog>
  );
}
