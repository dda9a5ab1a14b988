export * from './resource';
export * from './compile';
export * from './run';
export * from './export';
export * from './labels';
export * from './endpoint';
export * from './source';
export * from './product-slices';
