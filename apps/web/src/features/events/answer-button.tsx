import { EVENT_ANSWER_LABELS, EVENT_CHOICES, type EventData } from '@quad/contract';
import { errorMessage } from '../../api';
import { useAnswerEvent } from './event-mutations';
import { ordinal } from './event-time';
import type { PostChanger } from './post-changer';
import { YOUR_ANSWER } from './words';
import styles from './event-card.module.css';

/** "Waitlist · 1st" while waiting for a seat. */
export const waitlistLabel = (position: number | null) =>
  position
    ? `${EVENT_ANSWER_LABELS.waitlist} · ${ordinal(position)}`
    : EVENT_ANSWER_LABELS.waitlist;

interface AnswerButtonProps {
  postId: string;
  event: EventData;
  changePost: PostChanger;
}

/**
 * Going, Interested and Can't go, the viewer's answer pressed; asking for Going on a full event
 * is a place on the waitlist, and the Going button then says which.
 */
export function AnswerButton({ postId, event, changePost }: AnswerButtonProps) {
  const answer = useAnswerEvent(postId, changePost);
  const { mine } = event;
  return (
    <>
      <div role="group" aria-label={YOUR_ANSWER} className={styles.answers}>
        {EVENT_CHOICES.map((choice) => {
          const waiting = choice === 'going' && mine.answer === 'waitlist';
          const pressed = waiting || mine.answer === choice;
          return (
            <button
              key={choice}
              type="button"
              className={pressed ? styles.answerChosen : styles.answer}
              aria-pressed={pressed}
              onClick={() => {
                if (!pressed) answer.mutate(choice);
              }}
            >
              {waiting ? waitlistLabel(mine.position) : EVENT_ANSWER_LABELS[choice]}
            </button>
          );
        })}
      </div>
      {answer.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(answer.error)}
        </p>
      )}
    </>
  );
}
