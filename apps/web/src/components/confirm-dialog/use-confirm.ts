import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

export const ConfirmContext = createContext<{
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
} | null>(null);

/**
 * Asks for confirmation; resolves true when confirmed, false when cancelled or dismissed.
 * Every destructive action goes through it (docs/product.md#confirmations).
 */
export function useConfirm(): (options?: ConfirmOptions) => Promise<boolean> {
  const context = useContext(ConfirmContext);
  if (!context) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return context.confirm;
}

/**
 * "Confirm, then act" for a list's rows: the returned handler asks with the options made from the
 * item and runs `action` on it only when confirmed (e.g. delete).
 */
export function useConfirmThen<T>(
  ask: (item: T) => ConfirmOptions,
  action: (item: T) => void,
): (item: T) => void {
  const confirm = useConfirm();
  return (item: T) => {
    void confirm(ask(item)).then((ok) => {
      if (ok) action(item);
    });
  };
}
