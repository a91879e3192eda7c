import { REACTIONS, type Reaction } from '@quad/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ReactionIcon } from '../../ui';
import { REACTION_LABELS } from './reactions';
import styles from './reaction-popup.module.css';

export const REACTIONS_TOOLBAR = 'Reactions';

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
    switch (event.key) {
      case 'ArrowRight':
        return move(active + 1);
      case 'ArrowLeft':
        return move(active - 1);
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
      aria-label={REACTIONS_TOOLBAR}
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
          title={REACTION_LABELS[react]}
          onFocus={() => setActive(index)}
          onClick={() => onChoose(react)}
        >
          {/* The drawing names the button. */}
          <ReactionIcon reaction={react} label={REACTION_LABELS[react]} size={32} />
        </button>
      ))}
    </div>
  );
}
