export * from './define-report';
export * from './drill';
