import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedPageContext } from '../session/rendered-page';
import { startClockAt } from './clock';
import { RelativeTime } from './relative-time';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('RelativeTime on a page the server drew', () => {
  it('is hydrated as drawn and not drawn again at once, with its title added', async () => {
    const drawnAt = Date.UTC(2030, 0, 1, 12);
    const iso = new Date(drawnAt - 5 * 60_000).toISOString();
    let commits = 0;
    const page = (
      <RenderedPageContext.Provider value={{ now: drawnAt, seed: 1 }}>
        <Profiler id="times" onRender={() => (commits += 1)}>
          <p>
            <RelativeTime iso={iso} />
          </p>
        </Profiler>
      </RenderedPageContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    commits = 0;

    // The browser starts a few seconds after the server drew the page.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(drawnAt + 20_000);
    startClockAt(drawnAt);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });

    expect(container.textContent).toBe('5 minutes ago');
    // One commit, the hydration's: a clock read later, or a title added by a render, would make
    // React draw every time on the page again at once, in the middle of its hydration.
    expect(commits).toBe(1);
    expect(screen.getByText('5 minutes ago')).toHaveAttribute(
      'title',
      new Date(iso).toLocaleString(),
    );
    act(() => root?.unmount());
  });
});
