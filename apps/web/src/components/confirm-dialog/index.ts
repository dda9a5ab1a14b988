export type { ConfirmOptions } from './confirm-dialog';
export { ConfirmProvider } from './confirm-provider';
export { useConfirm, useConfirmThen } from './use-confirm';
