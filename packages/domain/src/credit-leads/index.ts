export * from './credit-lead-checks';
export * from './credit-lead-documents';
