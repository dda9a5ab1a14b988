export * from './define';
export * from './system.contract';
export * from './csrf';
