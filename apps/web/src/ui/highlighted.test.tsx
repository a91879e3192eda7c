import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted, piecesOf } from './highlighted';

/** The paragraph's whole text and its marked words. */
const shown = (text: string, ranges: [number, number][]) => {
  render(
    <p data-testid="text">
      <Highlighted text={text} ranges={ranges} />
    </p>,
  );
  return {
    text: screen.getByTestId('text').textContent,
    marks: screen.queryAllByRole('mark').map((mark) => mark.textContent),
  };
};

describe('Highlighted', () => {
  it('marks the ranges of the text', () => {
    expect(
      shown('Selling CHEM 201 textbooks', [
        [0, 7],
        [17, 26],
      ]),
    ).toEqual({ text: 'Selling CHEM 201 textbooks', marks: ['Selling', 'textbooks'] });
  });

  it('shows markup in the text as text', () => {
    const text = '<b>cheap</b> <img src=x onerror=alert(1)>';
    expect(shown(text, [[3, 8]])).toEqual({ text, marks: ['cheap'] });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('marks whole characters of any script (UTF-16 offsets)', () => {
    const text = 'Free Résumé 📚 中文 review';
    expect(
      shown(text, [
        [5, 11],
        [15, 17],
      ]),
    ).toEqual({ text, marks: ['Résumé', '中文'] });
  });

  it('puts ranges in order, merges overlaps, drops empty ones and cuts them to the text', () => {
    expect(
      piecesOf('abcdefghij', [
        [6, 8],
        [0, 2],
        [1, 3],
        [3, 3],
        [8, 99],
        [-5, 0],
      ]),
    ).toEqual([
      { text: 'abc', marked: true },
      { text: 'def', marked: false },
      { text: 'ghij', marked: true },
    ]);
    expect(piecesOf('plain', [])).toEqual([{ text: 'plain', marked: false }]);
  });
});
