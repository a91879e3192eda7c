import { useLingui } from '@lingui/react/macro';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { SmileIcon, Spinner, usePopover } from '../../ui';
import styles from './emoji-button.module.css';

const EmojiPanel = lazy(() => import('./emoji-panel'));

/** SPEC.md §8: if the picker fails to render, nothing is shown. */
class HideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A button that opens the emoji picker; a chosen emoji goes in at the cursor. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useLingui();
  const { open, close, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'dialog',
  });
  return (
    <div {...anchorProps} className={styles.emojiAnchor}>
      <button
        {...getTriggerProps()}
        type="button"
        className={styles.iconButton}
        aria-label={t`Insert an emoji`}
      >
        <SmileIcon size={24} />
      </button>
      {open && (
        // A dialog's Escape, from wherever the picker has the focus (the recommended config
        // allows it on <dialog>, but this rule cannot see the role).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
        <div
          {...getPanelProps()}
          role="dialog"
          aria-label={t`Emoji`}
          className={styles.emojiPopover}
          onKeyDown={(event) => {
            // Escape closes the picker, not the post dialog around it.
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
        >
          <HideOnError>
            <Suspense fallback={<Spinner size={28} label={t`Loading emoji`} />}>
              <EmojiPanel onPick={onPick} />
            </Suspense>
          </HideOnError>
        </div>
      )}
    </div>
  );
}
