/** One member in a list of people: picture, name, a line about them, and what one can do. */
import type { ImageSize } from '@quad/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from './avatar';
import styles from './member-row.module.css';

interface CommonProps {
  /** The member's picture; the default avatar when there is none or it fails to load. */
  picture: string | null | undefined;
  /** The picture's size and narrower copies, when the answer carries them. */
  pictureSize?: ImageSize | null | undefined;
  /** Their full name (with marks where a search matched it). */
  name: ReactNode;
  /** One line about them: their college, "12 mutual friends", the last message (its own direction). */
  context?: ReactNode;
  /** The picture's size in pixels in a row (48 by default); a card's picture fills its width. */
  size?: number;
  /** Called when the link is followed (the search panel closes itself). */
  onNavigate?: () => void;
  /**
   * Marks the row as holding something new: the name and context in bold and a dot, which screen
   * readers hear as these words ("2 unread").
   */
  unread?: string;
  /** The list's own spacing or frame, added to the row's. */
  className?: string;
}

interface NameLinkProps extends CommonProps {
  /** A row, or a card with the picture across its top (the Friends page's grid). */
  layout?: 'row' | 'card';
  /**
   * Where the name leads (their profile, `/profile/:username`); plain text without it. The link
   * is the name alone, but a click anywhere on the row outside its actions follows it.
   */
  href?: string;
  /** Buttons about this member (Unfollow, Confirm and Delete, Unblock). */
  actions?: ReactNode;
  /** A message under the row, such as an action's error. */
  status?: ReactNode;
  /**
   * `div` when the member is part of something already named (a reported item's author);
   * otherwise an `article` named by the member's name, one of a list.
   */
  as?: 'article' | 'div';
  wholeRowLink?: false;
}

interface WholeRowLinkProps extends CommonProps {
  /**
   * The whole row is one link, named by everything it shows (a conversation, a search result).
   * It cannot hold actions: nothing interactive may sit inside a link.
   */
  wholeRowLink: true;
  href: string;
  layout?: 'row';
  actions?: never;
  status?: never;
  as?: never;
}

export type MemberRowProps = NameLinkProps | WholeRowLinkProps;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Whether a slot has anything to show (`{failed && <p>…</p>}` and empty lists do not). */
const shows = (node: ReactNode) =>
  node !== undefined &&
  node !== null &&
  node !== false &&
  node !== '' &&
  !(Array.isArray(node) && node.length === 0);

/**
 * A member as every list of people shows them. The picture has no alternative text: the name
 * beside it already says who it is.
 */
export function MemberRow(props: MemberRowProps) {
  const nameId = useId();
  const { picture, pictureSize, name, context, size = 48, onNavigate, unread, className } = props;
  const card = props.layout === 'card';
  const unreadDot = unread !== undefined && (
    <span className={styles.unreadDot}>
      <span className="visually-hidden">{unread}</span>
    </span>
  );
  const text = (nameElement: ReactNode) => (
    <div className={styles.text}>
      {nameElement}
      {shows(context) && (
        <div className={styles.context} dir="auto">
          {context}
        </div>
      )}
    </div>
  );

  if (props.wholeRowLink) {
    return (
      <Link
        to={props.href}
        className={classes(
          styles.row,
          styles.rowLink,
          unread !== undefined && styles.unread,
          className,
        )}
        onClick={onNavigate}
      >
        <Avatar src={picture} imageSize={pictureSize} alt="" size={size} />
        {text(
          <span className={styles.name} dir="auto">
            {name}
          </span>,
        )}
        {unreadDot}
      </Link>
    );
  }

  const { href, actions, status, as: Element = 'article' } = props;
  return (
    <Element
      className={classes(
        card ? styles.card : styles.row,
        unread !== undefined && styles.unread,
        className,
      )}
      aria-labelledby={Element === 'article' ? nameId : undefined}
    >
      <Avatar
        src={picture}
        imageSize={pictureSize}
        alt=""
        size={card ? 200 : size}
        className={styles.picture}
      />
      {text(
        href === undefined ? (
          <span id={nameId} className={styles.name} dir="auto">
            {name}
          </span>
        ) : (
          <Link
            id={nameId}
            to={href}
            className={classes(styles.name, styles.nameLink)}
            dir="auto"
            onClick={onNavigate}
          >
            {name}
          </Link>
        ),
      )}
      {unreadDot}
      {shows(actions) && <div className={styles.actions}>{actions}</div>}
      {shows(status) && <div className={styles.status}>{status}</div>}
    </Element>
  );
}
