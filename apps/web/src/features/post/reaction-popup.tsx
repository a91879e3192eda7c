import { useLingui } from '@lingui/react/macro';
import { REACTIONS, type Reaction } from '@quad/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ReactionIcon } from '../../ui';
import { REACTION_LABELS } from './reactions';
import styles from './reaction-popup.module.css';

interface ReactionPopupProps {
  id: string;
  current: Reaction | null;
  /** Opened from the keyboard: focus moves to the current reaction (or the first). */
  takeFocus: boolean;
  onChoose: (react: Reaction) => void;
  onEscape: () => void;
}

/** The six reactions in a toolbar: arrows move, Enter or a click chooses, Escape goes back. */
export function ReactionPopup({ id, current, takeFocus, onChoose, onEscape }: ReactionPopupProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(() => (current ? REACTIONS.indexOf(current) : 0));
  const [initialFocus] = useState(() => (takeFocus ? active : -1));

  useEffect(() => {
    if (initialFocus >= 0) ref.current?.querySelectorAll('button')[initialFocus]?.focus();
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll('button') ?? [])];
    const move = (index: number) => {
      event.preventDefault();
      const next = (index + buttons.length) % buttons.length;
      setActive(next);
      buttons[next]?.focus();
    };
    // Right to left, the next reaction is the one on the left.
    const step = ref.current && getComputedStyle(ref.current).direction === 'rtl' ? -1 : 1;
    switch (event.key) {
      case 'ArrowRight':
        return move(active + step);
      case 'ArrowLeft':
        return move(active - step);
      case 'Home':
        return move(0);
      case 'End':
        return move(buttons.length - 1);
      case 'Escape':
      case 'ArrowDown':
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
    }
  };

  return (
    <div
      ref={ref}
      id={id}
      role="toolbar"
      aria-label={t`Reactions`}
      className={styles.reactionPopup}
      onKeyDown={onKeyDown}
    >
      {REACTIONS.map((react, index) => (
        <button
          key={react}
          type="button"
          className={styles.reactionChoice}
          tabIndex={index === active ? 0 : -1}
          aria-pressed={current === react}
          title={t(REACTION_LABELS[react])}
          onFocus={() => setActive(index)}
          onClick={() => onChoose(react)}
        >
          {/* The drawing names the button. */}
          <ReactionIcon reaction={react} label={t(REACTION_LABELS[react])} size={32} />
        </button>
      ))}
    </div>
  );
}
