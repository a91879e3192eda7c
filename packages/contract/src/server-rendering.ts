/**
 * What the server and the web app's server entry (apps/web/src/entry-server.tsx, built with
 * `vite build --ssr`) agree on when the server renders a member's first screen. The server loads
 * the built entry at run time, so neither build depends on the other; both check against these
 * types.
 */
import type { SessionUser } from './accounts';
import type { EndpointName } from './endpoints';
import type { Language } from './languages';

/** A call's options, as the web app's API client sends them. */
export interface RenderCallOptions {
  params?: Record<string, string> | undefined;
  query?: object | undefined;
}

/** An answer as the API would send it: its JSON body and the cursor of its Link header's next page. */
export interface RenderAnswer {
  data: unknown;
  next?: string | undefined;
}

/**
 * An answer read in the server's own process, through the services the endpoint's route calls,
 * for the member of the page's request. Rejects with `{ statusCode, message }` as the API would
 * answer, for a call it refuses or does not read in-process.
 */
export type ReadAnswer = (name: EndpointName, options: RenderCallOptions) => Promise<RenderAnswer>;

export interface FirstScreenRequest {
  /** The page's path and query (`/profile/jane?tab=photos`). */
  url: string;
  /** The member of the `user` cookie, whose session the server checked. */
  user: SessionUser;
  /**
   * The page's language (the member's choice, else the device's, else Accept-Language): the
   * screen is drawn in it and the browser hydrates in it.
   */
  language: Language;
  readAnswer: ReadAnswer;
}

export interface RenderedFirstScreen {
  /** The app's HTML, the inside of `<div id="root">`, as React writes it. */
  html: AsyncIterable<Uint8Array>;
  /** The text of the page's data script (`<` escaped, so it cannot end the element). */
  data: string;
}

/** The id of the `<script type="application/json">` that carries the first screen's data. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/**
 * The id of the `<script type="application/json">` in which the visitor's page carries the
 * configured university sign-in, so the login screen is laid out with its buttons from its first
 * render. Here, beside the other page data, not with the sign-in schemas: the login screen's
 * code reads it without constructing them.
 */
export const SIGN_IN_PROVIDERS_DATA_ID = 'sign-in-providers';

/** The module the server imports from the web app's build (`dist/ssr/entry-server.js`). */
export interface ServerEntry {
  /** Whether this path is one of the screens the server renders (the others get the shell). */
  rendersPath: (pathname: string) => boolean;
  renderFirstScreen: (request: FirstScreenRequest) => Promise<RenderedFirstScreen>;
  /**
   * The source modules of the screens it draws, as the client build's manifest names them, and
   * the one of a path's screen: a drawn page links its screen's stylesheets in its head, so it is
   * painted styled, not shifted once the screen's code arrives.
   */
  screenModules: readonly string[];
  screenModuleOf: (pathname: string) => string | undefined;
  /**
   * The modules of a language's catalogs that a member's screens load (every tier), as the client
   * build's manifest names them: a drawn page fetches them beside the app's code.
   */
  catalogModulesOf: (language: Language) => readonly string[];
}
