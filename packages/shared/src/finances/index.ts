export * from './pnl-lines';
export * from './finances.schemas';
export * from './finances.contract';
export * from './finances-lists.contract';
