/** A catalog (src/locales/*.po), as @lingui/vite-plugin compiles it. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
