/**
 * Text with some of its words marked (search results): the marks are drawn here from ranges of
 * the text, so whatever the text holds (markup included) shows as text.
 */
import { Fragment } from 'react';
import styles from './highlighted.module.css';

/** [start, end) offsets into the text, in UTF-16 code units (JavaScript's string indexes). */
export type TextRange = readonly [number, number];

interface Piece {
  text: string;
  marked: boolean;
}

/**
 * The text cut at the ranges: ranges out of order, overlapping, empty or beyond the text are
 * put in order, merged, dropped or cut to it.
 */
export const piecesOf = (text: string, ranges: readonly TextRange[]): Piece[] => {
  const sorted = ranges
    .map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const pieces: Piece[] = [];
  let at = 0;
  for (const [start, end] of sorted) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) pieces.push({ text: text.slice(at, from), marked: false });
    const last = pieces.at(-1);
    // Touching or overlapping marks become one.
    if (last?.marked && from === at) last.text += text.slice(from, end);
    else pieces.push({ text: text.slice(from, end), marked: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
};

export function Highlighted({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {piecesOf(text, ranges).map((piece, index) =>
        piece.marked ? (
          <mark key={index} className={styles.mark}>
            {piece.text}
          </mark>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
