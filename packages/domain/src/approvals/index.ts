/** The approvals engine's pure rules (issue 17 §1); the status sets and tables live in status/. */
export * from './policies';
export * from './decisions';
