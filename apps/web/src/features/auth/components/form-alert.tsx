import type { ReactNode } from 'react';

/** A message above or below a public form: error, success or information. */
export function FormAlert({
  kind,
  children,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={`wb-alert wb-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
