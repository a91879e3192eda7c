/**
 * A post's or comment's text with its `#tags`, `@mentions` and web links as links (issue 29),
 * drawn from the text as data: React elements around the parts, never HTML, so markup in a post
 * shows as the text it is. Each link is its own direction's island in the text (`dir`), so a
 * `@username` or a web address keeps its characters in order inside Arabic text, and an Arabic
 * `#tag` its `#` in place inside English; the element holding the text has `dir="auto"`.
 */
import { textParts } from '@quad/contract';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import styles from './rich-text.module.css';

export const hashtagPath = (tag: string) => `/hashtags/${encodeURIComponent(tag)}`;
export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

interface RichTextProps {
  text: string;
  /** Drawn on a post's background: links keep the text's colour, underlined. */
  onBackground?: boolean;
}

export function RichText({ text, onBackground = false }: RichTextProps) {
  const parts = useMemo(() => textParts(text), [text]);
  const className = onBackground ? `${styles.link} ${styles.onBackground}` : styles.link;
  return (
    <>
      {parts.map((part, index) => {
        switch (part.kind) {
          case 'text':
            return <Fragment key={index}>{part.text}</Fragment>;
          case 'hashtag':
            return (
              <Link key={index} to={hashtagPath(part.tag)} className={className} dir="auto">
                {part.text}
              </Link>
            );
          case 'mention':
            return (
              <Link key={index} to={profilePath(part.username)} className={className} dir="ltr">
                {part.text}
              </Link>
            );
          case 'link':
            return (
              <a
                key={index}
                href={part.href}
                className={className}
                dir="ltr"
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
              >
                {part.text}
              </a>
            );
        }
      })}
    </>
  );
}
