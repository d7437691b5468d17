export const APPROVALS_KEY = 'approvals';
