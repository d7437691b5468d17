export * from './common/query';
export * from './common/pagination';
export * from './common/errors';
export * from './common/health';
