import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('is named by its caption, heads each column, and reads each row under its headings', () => {
    render(
      <DataTable caption="Moderators’ actions" columns={['When', 'Who']}>
        <tr>
          <td>2 min</td>
          <td>Ada King</td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Moderators’ actions' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['When', 'Who']);
    for (const heading of headings) expect(heading).toHaveAttribute('scope', 'col');
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 min', 'Ada King']);
  });
});
