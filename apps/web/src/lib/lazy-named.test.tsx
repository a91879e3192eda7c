import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed, preloaderOf } from './lazy-named';

const makeScreen = () => {
  let loads = 0;
  const Screen = lazyNamed(
    async () => {
      loads += 1;
      return { Hello: ({ name }: { name: string }) => <p>Hello {name}</p> };
    },
    (module) => module.Hello,
  );
  return { Screen, loads: () => loads };
};

const drawn = (Screen: ReturnType<typeof makeScreen>['Screen']) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="Ada" />
    </Suspense>,
  );

describe('lazyNamed', () => {
  it('fetches the module the first time the component renders, drawing the fallback meanwhile', async () => {
    const { Screen, loads } = makeScreen();
    expect(loads()).toBe(0);
    drawn(Screen);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(loads()).toBe(1);
  });

  it('draws a preloaded component in the render that meets it, never its fallback', async () => {
    const { Screen, loads } = makeScreen();
    await Screen.preload();
    await Screen.preload();
    drawn(Screen);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads()).toBe(1);
  });

  it("finds the preload of an element's component, and none of another element", () => {
    const { Screen } = makeScreen();
    expect(preloaderOf(<Screen name="Ada" />)).toBe(Screen.preload);
    expect(preloaderOf(<p>Ada</p>)).toBeUndefined();
  });
});
