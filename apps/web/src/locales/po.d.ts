// A catalogue imported from a .po file: @lingui/vite-plugin compiles it to this module.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
