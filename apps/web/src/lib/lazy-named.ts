import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the module is fetched the first time the component renders, or
 * sooner through `preload` (the screen a page was drawn with, before hydrating it). Once it has
 * loaded, React draws the component in the render that first meets it, instead of suspending
 * there until the next task: React's lazy reads its module through `then`, and a thenable that
 * answers at once is read at once.
 */
export const lazyNamed = <Props extends object, Module extends Record<string, unknown>>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) => {
  type Loaded = { default: ComponentType<Props> };
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = { default: pick(module) })));
  const component = lazy(() => {
    if (!loaded) return start();
    const answer = loaded;
    return { then: (resolve: (value: Loaded) => void) => resolve(answer) } as Promise<Loaded>;
  });
  return Object.assign(component, { preload: () => start().then(() => undefined) });
};

/** The `preload` of a component lazyNamed made, if `element` is one. */
export const preloaderOf = (element: { type: unknown }) => {
  const { type } = element;
  if (typeof type !== 'object' || type === null || !('preload' in type)) return undefined;
  return typeof type.preload === 'function' ? (type.preload as () => Promise<void>) : undefined;
};
