import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: the module is fetched the first time the component renders. */
export const lazyNamed = <Props extends object, Module extends Record<string, unknown>>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) => lazy(async () => ({ default: pick(await load()) }));
