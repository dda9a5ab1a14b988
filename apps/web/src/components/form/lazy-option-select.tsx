import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { OptionSelectProps } from './option-select';

const OptionSelect = lazy(() => import('./option-select'));

/** `OptionSelect` in its own chunk, a placeholder of its size until it is there. */
export function LazyOptionSelect(props: OptionSelectProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" width={props.minWidth ?? 200} height={40} />}>
      <OptionSelect {...props} />
    </Suspense>
  );
}
