import type { ReactNode } from 'react';

export interface PlainIconProps {
  className?: string;
}

/**
 * The `createSvgIcon` of `plain-icon:<Name>` imports (scripts/plain-icons-plugin.ts): the icon's
 * paths in a bare 24 × 24 `<svg>`, sized and coloured by CSS (`.wb-icon`, the text colour), and
 * hidden from assistive technology like MUI's icons. The test id is MUI's (`<Name>Icon`).
 */
export default function createPlainSvgIcon(paths: ReactNode, name: string) {
  function PlainIcon({ className }: PlainIconProps) {
    return (
      <svg
        className={className ? `wb-icon ${className}` : 'wb-icon'}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        data-testid={`${name}Icon`}
      >
        {paths}
      </svg>
    );
  }
  PlainIcon.displayName = `${name}PlainIcon`;
  return PlainIcon;
}
