import { lazy, Suspense } from 'react';
import { useUpdateState } from './update-state';

const UpdatePrompt = lazy(() => import('./update-prompt'));

/** Renders the update dialog (loaded on demand) once a new version is waiting. */
export function UpdateGate() {
  const { waiting, activate } = useUpdateState();
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt activate={activate} />
    </Suspense>
  );
}
