import { useId, useState, type MouseEvent } from 'react';

/**
 * What a header menu (header-menus.tsx: the component library, loaded when the header first
 * renders) gets from its plain button: its id, where to open, how to close.
 */
export interface HeaderMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * A button that opens a menu: its ARIA state, the anchor, and whether the menu was ever opened
 * (it stays mounted afterwards, so closing animates and focus goes back to the button).
 */
export function useMenuTrigger() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const close = () => setAnchor(null);
  return {
    opened,
    menu: { id, anchor, onClose: close } satisfies HeaderMenuProps,
    close,
    button: {
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? id : undefined,
      'aria-expanded': anchor ? true : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setOpened(true);
        setAnchor(event.currentTarget);
      },
    },
  };
}
