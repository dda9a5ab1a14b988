import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'plain-icon:';
const RESOLVED = `\0${PREFIX}`;
const CREATE = path.resolve(import.meta.dirname, '../src/components/icons/plain-svg-icon.tsx');

/**
 * `import Menu from 'plain-icon:Menu'`: a Material icon of `@mui/icons-material` as a bare
 * `<svg>`, without MUI's SvgIcon and the styling engine behind it. The icon's own module is
 * used, with `createSvgIcon` swapped for src/components/icons/plain-svg-icon.tsx; the private
 * area's shell paints with these before the component library has loaded
 * (docs/decisions/0002-lean-public-pages.md).
 */
export function plainIconsPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const icons = path.dirname(require.resolve('@mui/icons-material/package.json'));
  return {
    name: 'wb-plain-icons',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) this.error(`Not an icon name: ${name}`);
      const file = path.join(icons, `${name}.mjs`);
      const source = readFileSync(file, 'utf8');
      const from = 'import createSvgIcon from "./utils/createSvgIcon.mjs";';
      if (!source.includes(from)) this.error(`${file} does not build its icon with createSvgIcon`);
      return source
        .replace(/^"use client";\s*/, '')
        .replace(from, `import createSvgIcon from ${JSON.stringify(CREATE)};`);
    },
  };
}
