export * from './credit-lead-checks';
