export * from './list-query';
export * from './validate';
export * from './view-state';
export * from './saved-views.contract';
export * from './define-list';
