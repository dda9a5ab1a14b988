import Box from '@mui/material/Box';
import { useRef, type PointerEvent } from 'react';
import { MIN_WIDTH } from './types';

const MAX_WIDTH = 2000;
const clamp = (w: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w)));

/**
 * The grip on a header's right edge: drag it, or focus it and use the arrow keys (10 px steps).
 * The new width is committed when the drag ends, so the URL changes once per resize.
 */
export function ResizeHandle({
  label,
  width,
  onResize,
}: {
  label: string;
  width: number;
  onResize: (width: number) => void;
}) {
  const drag = useRef<{ x: number; width: number; col: HTMLElement | null } | null>(null);

  const start = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
    const th = e.currentTarget.closest('th');
    const table = th?.closest('table');
    const index = th ? Array.from(th.parentElement!.children).indexOf(th) : -1;
    const col = table?.querySelectorAll('col')[index] ?? null;
    drag.current = { x: e.clientX, width, col: col as HTMLElement | null };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    // Live feedback without a re-render per pixel: the <col> follows the pointer.
    if (d.col) d.col.style.width = `${clamp(d.width + e.clientX - d.x)}px`;
  };
  const end = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (d) onResize(clamp(d.width + e.clientX - d.x));
  };

  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          onResize(clamp(width + (e.key === 'ArrowRight' ? 10 : -10)));
        }
      }}
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        width: 8,
        height: '100%',
        cursor: 'col-resize',
        touchAction: 'none',
        '&::after': {
          content: '""',
          position: 'absolute',
          top: '25%',
          right: 3,
          height: '50%',
          borderRight: 2,
          borderColor: 'divider',
        },
        '&:hover::after, &:focus-visible::after': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: 'none' },
      }}
    />
  );
}
