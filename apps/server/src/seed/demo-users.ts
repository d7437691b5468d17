/** The fixed demo logins (identity issue); every one shares the demo password. */
export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoUser {
  username: string;
  displayName: string;
  roles: string[];
  teamRole: string | null;
  businessUnits: string[];
  kind: 'staff' | 'seller';
}

export const DEMO_LOGINS: readonly DemoUser[] = [
  { username: 'admin', displayName: 'Aditi Sharma', roles: ['Admin'], teamRole: null, businessUnits: ['DIRECT', 'UBS'], kind: 'staff' },
  { username: 'readonly', displayName: 'Rohan Mehta', roles: ['Admin Read Only'], teamRole: null, businessUnits: ['DIRECT', 'UBS'], kind: 'staff' },
  { username: 'rm', displayName: 'Priya Nair', roles: ['Sales OPS'], teamRole: 'relationship manager', businessUnits: ['DIRECT'], kind: 'staff' },
  { username: 'tm', displayName: 'Vikram Singh', roles: ['Sales OPS'], teamRole: 'territory manager', businessUnits: ['UBS'], kind: 'staff' },
  { username: 'om', displayName: 'Sneha Kulkarni', roles: ['Employee'], teamRole: 'order manager', businessUnits: ['DIRECT', 'UBS'], kind: 'staff' },
  { username: 'cm', displayName: 'Arjun Reddy', roles: ['Category OPS'], teamRole: 'category manager', businessUnits: ['DIRECT', 'UBS'], kind: 'staff' },
  { username: 'logistics', displayName: 'Manoj Yadav', roles: ['Logistic Manager'], teamRole: 'logistics manager', businessUnits: ['DIRECT', 'UBS'], kind: 'staff' },
  { username: 'finance', displayName: 'Kavita Iyer', roles: ['Finance OPS'], teamRole: null, businessUnits: ['DIRECT', 'UBS'], kind: 'staff' },
  { username: 'credit', displayName: 'Suresh Patil', roles: ['Credit OPS'], teamRole: null, businessUnits: ['DIRECT', 'UBS'], kind: 'staff' },
  { username: 'support', displayName: 'Neha Joshi', roles: ['Employee'], teamRole: 'contact centre', businessUnits: ['DIRECT', 'UBS'], kind: 'staff' },
  { username: 'seller', displayName: 'Ramesh Agarwal', roles: ['Seller'], teamRole: null, businessUnits: ['DIRECT'], kind: 'seller' },
  { username: 'hr', displayName: 'Anjali Deshpande', roles: ['Employee'], teamRole: null, businessUnits: ['DIRECT'], kind: 'staff' },
];

export const demoEmail = (username: string): string => `${username}@dom.example.in`;
