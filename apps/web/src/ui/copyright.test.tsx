import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedPageContext } from '../session/rendered-page';
import { Copyright } from './copyright';

afterEach(() => {
  vi.useRealTimers();
});

describe('Copyright', () => {
  it('says the current year, whatever year it is', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 15, 12));
    render(
      <p>
        <Copyright productName="Quad" />
      </p>,
    );
    expect(screen.getByText('Quad © 2031')).toBeInTheDocument();
  });

  it('says the year of the server’s rendering on a page it drew, which hydration repeats', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2031, 0, 1, 3)));
    // Drawn on the last evening of 2030 (UTC), hydrated after midnight.
    const page = { now: Date.UTC(2030, 11, 31, 23, 30), seed: 1 };
    const view = renderToString(
      <RenderedPageContext.Provider value={page}>
        <p>
          <Copyright productName="Quad" />
        </p>
      </RenderedPageContext.Provider>,
    );
    expect(view.replace(/<!-- -->/g, '')).toBe('<p>Quad © 2030</p>');
  });
});
