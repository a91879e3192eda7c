/**
 * `@` mentions while writing (issue 29): typing `@` in a text box opens a list of members, friends
 * first and then others (the member search), as an ARIA combobox on the box itself: the arrows
 * move through the options, Enter chooses one (writing `@username `), Escape closes the list.
 * The box keeps the focus throughout; the list is the box's `aria-controls` and the option in
 * view its `aria-activedescendant`.
 */
import { useLingui } from '@lingui/react/macro';
import type { UserSummary } from '@quad/contract';
import { useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { friendsPageInfosQuery, searchMembers } from '../api';
import { fullName } from '../lib/full-name';
import { Avatar } from './avatar';
import styles from './mention-combobox.module.css';

/** How many members the list offers at most. */
const SUGGESTIONS_MAX = 8;
/** Typing pauses this long before the member search is asked. */
const SEARCH_DELAY_MS = 200;

/** The `@word` being written just before the caret: where its `@` is and what follows it. */
const MENTION_BEFORE_CARET = /(?:^|[^\p{L}\p{M}\p{N}_.@/])@([A-Za-z0-9]{0,40})$/u;

export const mentionAt = (text: string, caret: number) => {
  const match = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return undefined;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
};

/** Lower case, without accents: "Zoë" is found by "zoe". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const matches = (member: UserSummary, query: string) => {
  if (query === '') return true;
  const wanted = folded(query);
  return [member.username, member.first_name, member.last_name, fullName(member)].some((text) =>
    folded(text).startsWith(wanted),
  );
};

const useDelayed = (value: string) => {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return delayed;
};

/**
 * The members to offer for `query` (undefined: no `@` is being written, and nothing is asked):
 * the member's friends whose name or username starts with it, then the member search's answers.
 * Until an `@` is written the box does not even listen to those answers: a screen holds a box per
 * post, and each would be drawn again when the header's friends arrive, in a blocking render.
 */
const useMentionSuggestions = (query: string | undefined): UserSummary[] => {
  const open = query !== undefined;
  const friends = useQuery({ ...friendsPageInfosQuery, enabled: open, subscribed: open });
  const term = useDelayed(query ?? '');
  const members = useQuery({
    queryKey: ['mentions', 'members', term],
    queryFn: () => searchMembers(term),
    enabled: open && term !== '',
    subscribed: open,
    staleTime: 60_000,
  });
  return useMemo(() => {
    if (query === undefined) return [];
    const fromFriends = (friends.data?.friends ?? []).filter((each) => matches(each, query));
    const seen = new Set(fromFriends.map((each) => each._id));
    const others = (term === query ? (members.data ?? []) : []).filter(
      (each) => !seen.has(each._id),
    );
    return [...fromFriends, ...others].slice(0, SUGGESTIONS_MAX);
  }, [query, term, friends.data, members.data]);
};

type TextBox = HTMLTextAreaElement | HTMLInputElement;

interface MentionComboboxOptions<E extends TextBox> {
  value: string;
  onChange: (value: string) => void;
  /** The box's own keys (Enter sends a comment), when the list does not take them. */
  onKeyDown?: ((event: KeyboardEvent<E>) => void) | undefined;
  inputRef: RefObject<E | null>;
}

/**
 * What a text box needs to offer mentions: its props (role, ARIA states, change and key
 * handlers), and the list to draw beside it (inside an element with `position: relative`).
 */
export function useMentionCombobox<E extends TextBox>({
  value,
  onChange,
  onKeyDown,
  inputRef,
}: MentionComboboxOptions<E>) {
  const { t } = useLingui();
  const listboxId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  /** Where the `@` of a list closed with Escape (or by leaving the box) is: it stays closed. */
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  /** The caret's place after a choice, set once the new text is in the box. */
  const pendingCaret = useRef<number | null>(null);

  const mention = caret === null ? undefined : mentionAt(value, caret);
  const writing = mention && mention.start !== closedAt ? mention : undefined;
  const suggestions = useMentionSuggestions(writing?.query);
  const open = writing !== undefined && suggestions.length > 0;
  const activeIndex = Math.min(active, Math.max(0, suggestions.length - 1));
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useLayoutEffect(() => {
    const at = pendingCaret.current;
    const box = inputRef.current;
    if (at === null || !box) return;
    pendingCaret.current = null;
    box.setSelectionRange(at, at);
    setCaret(at);
  }, [value, inputRef]);

  const readCaret = () => {
    const box = inputRef.current;
    setCaret(box && box === document.activeElement ? box.selectionStart : null);
  };

  const choose = (member: UserSummary) => {
    if (!writing || caret === null) return;
    const inserted = `@${member.username} `;
    const next = `${value.slice(0, writing.start)}${inserted}${value.slice(caret)}`;
    pendingCaret.current = writing.start + inserted.length;
    setActive(0);
    onChange(next);
  };

  const inputProps = {
    role: 'combobox' as const,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': open,
    'aria-controls': listboxId,
    'aria-activedescendant': open ? optionId(activeIndex) : undefined,
    onChange: (event: ChangeEvent<E>) => {
      onChange(event.target.value);
      setCaret(event.target.selectionStart);
      setActive(0);
    },
    onSelect: readCaret,
    onFocus: readCaret,
    onBlur: () => setCaret(null),
    onKeyDown: (event: KeyboardEvent<E>) => {
      if (open && !event.nativeEvent.isComposing) {
        const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
        if (move !== undefined) {
          event.preventDefault();
          setActive((activeIndex + move + suggestions.length) % suggestions.length);
          return;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          const chosen = suggestions[activeIndex];
          if (chosen) {
            event.preventDefault();
            choose(chosen);
            return;
          }
        }
        if (event.key === 'Escape') {
          // The list closes; the dialog around the box stays open.
          event.preventDefault();
          event.stopPropagation();
          setClosedAt(writing.start);
          return;
        }
      }
      onKeyDown?.(event);
    },
  };

  const listbox: ReactNode = (
    <ul
      id={listboxId}
      role="listbox"
      aria-label={t`Members to mention`}
      className={styles.listbox}
      hidden={!open}
    >
      {open &&
        suggestions.map((member, index) => (
          // The box keeps the focus: the options are chosen with its keys, or pressed.
          // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
          <li
            key={member._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(member)}
          >
            <Avatar src={member.picture} imageSize={member.pictureSize} alt="" size={28} />
            <span className={styles.name} dir="auto">
              {fullName(member)}
            </span>
            <span className={styles.username} dir="ltr">
              @{member.username}
            </span>
          </li>
        ))}
    </ul>
  );

  return { inputProps, listbox };
}
