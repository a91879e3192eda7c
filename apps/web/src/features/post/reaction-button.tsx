/**
 * The Like button: a click likes, or takes back whatever reaction the member gave. The other
 * reactions open in a popup after 500 ms of hover, from the keyboard (ArrowUp on the button, or
 * the "More reactions" button), or by a long press on a touch screen.
 */
import { useLingui } from '@lingui/react/macro';
import { REACTION_POPUP_DELAY_MS, type Reaction } from '@quad/contract';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { ReactionPopup } from './reaction-popup';
import { REACTION_LABELS } from './reactions';
import styles from './reaction-button.module.css';
import { ChevronUpIcon, ReactionIcon, ThumbIcon, usePopover } from '../../ui';

/** Time the pointer may spend between the button and the popup before it closes. */
const HOVER_CLOSE_MS = 300;

interface ReactionButtonProps {
  current: Reaction | null;
  onReact: (react: Reaction) => void;
}

export function ReactionButton({ current, onReact }: ReactionButtonProps) {
  const { t } = useLingui();
  const [takeFocus, setTakeFocus] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A long press opened the popup: the click that ends it must not react. */
  const longPressed = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    clearTimeout(pressTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);
  // The popup is a toolbar, none of ARIA's popup kinds: no aria-haspopup.
  const { open, setOpen, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    onClose: clearTimers,
  });

  const show = (withFocus: boolean) => {
    clearTimers();
    setTakeFocus(withFocus);
    setOpen(true);
  };
  // Focus goes back to the Like button, not to "More reactions".
  const hide = (returnFocus = false) => {
    close(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (react: Reaction) => {
    hide(true);
    onReact(react);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimeout(closeTimer.current);
    if (!open) openTimer.current = setTimeout(() => show(false), REACTION_POPUP_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimeout(openTimer.current);
    if (open) closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  };

  const label = t(REACTION_LABELS[current ?? 'like']);
  return (
    <div
      {...anchorProps}
      className={styles.reactAnchor}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={buttonRef}
        type="button"
        className={[styles.actionButton, current && styles[`reacted-${current}`]]
          .filter(Boolean)
          .join(' ')}
        aria-pressed={current !== null}
        onClick={() => {
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          hide();
          onReact(current ?? 'like');
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') {
            event.preventDefault();
            show(true);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            hide();
          }
        }}
        onPointerDown={(event) => {
          if (event.pointerType !== 'touch') return;
          longPressed.current = false;
          clearTimeout(pressTimer.current);
          pressTimer.current = setTimeout(() => {
            longPressed.current = true;
            show(false);
          }, REACTION_POPUP_DELAY_MS);
        }}
        onPointerUp={() => clearTimeout(pressTimer.current)}
        onPointerCancel={() => clearTimeout(pressTimer.current)}
        onContextMenu={(event) => {
          // A long press on a touch screen opens the reactions, not the browser's menu.
          if (longPressed.current) event.preventDefault();
        }}
      >
        {current ? <ReactionIcon reaction={current} size={18} /> : <ThumbIcon />}
        {label}
      </button>
      <button
        {...getTriggerProps()}
        type="button"
        className={styles.moreReactions}
        aria-label={t`More reactions`}
        // In place of the plain toggle: the popup opened from here takes the focus.
        onClick={() => (open ? hide() : show(true))}
      >
        <ChevronUpIcon size={16} />
      </button>
      {open && (
        <ReactionPopup
          {...getPanelProps()}
          current={current}
          takeFocus={takeFocus}
          onChoose={choose}
          onEscape={() => hide(true)}
        />
      )}
    </div>
  );
}
