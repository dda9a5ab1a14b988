import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { lazy, Suspense, type ReactNode } from 'react';

// The tooltip (with its Popper) loads after the list: the button is usable, and named, before.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export interface RowActionButtonProps {
  /** The tooltip: the action in short ("Изменить"). */
  title: string;
  /** The accessible name: the action and its object ("Изменить ООО Ромашка"). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: IconButtonProps['color'];
  /**
   * Passed (even as false) for a button that can be disabled: it is then wrapped in a span, since
   * a disabled button fires no events and its tooltip would not show.
   */
  disabled?: boolean;
  edge?: IconButtonProps['edge'];
}

/** An icon button acting on one row of a list or table, with a tooltip and its own label. */
export function RowActionButton({
  title,
  label,
  icon,
  onClick,
  color,
  disabled,
  edge,
}: RowActionButtonProps) {
  const button = (
    <IconButton aria-label={label} color={color} disabled={disabled} edge={edge} onClick={onClick}>
      {icon}
    </IconButton>
  );
  const target = disabled === undefined ? button : <span>{button}</span>;
  return (
    <Suspense fallback={target}>
      <Tooltip title={title}>{target}</Tooltip>
    </Suspense>
  );
}
