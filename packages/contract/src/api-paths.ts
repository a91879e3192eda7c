/**
 * Where the API is served and how a path is filled. Without zod: the web app's first load reads
 * these, and none of the schemas.
 */
export const API_PREFIX = '/api/v1';

/** What an endpoint's served path is built from. */
export interface PathOf {
  readonly path: string;
  /** Served at the root rather than under API_PREFIX: the probes of load balancers. */
  readonly root?: boolean;
}

/** The path an endpoint is served at, as a type: its literal path under API_PREFIX, or at the root. */
export type ServedPath<E extends PathOf> = E extends { root: true }
  ? E['path']
  : `${typeof API_PREFIX}${E['path']}`;

/** The path an endpoint is served at (`:name` parameters unfilled): under API_PREFIX, or at the root. */
export const servedPathOf = <E extends PathOf>(definition: E) =>
  (definition.root ? definition.path : `${API_PREFIX}${definition.path}`) as ServedPath<E>;

/** Fills `:name` segments of a path, encoding each value. */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
