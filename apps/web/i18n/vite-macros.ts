/**
 * Compiles Lingui's macros (`<Trans>`, `t`, `msg`, `plural` from @lingui/*\/macro) into catalogue lookups before Vite's
 * own transform: @vitejs/plugin-react 6 no longer runs Babel, and @rolldown/plugin-babel needs Node 22. Only the
 * storefront's files that import a macro go through Babel.
 */
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;

export function linguiMacros(): Plugin {
  return {
    name: 'farm-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('node_modules') || !code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [linguiMacro],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
