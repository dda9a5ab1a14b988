export * from './define-report';
export * from './drill';
export * from './delta';
