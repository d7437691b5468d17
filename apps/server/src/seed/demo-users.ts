import { DEMO_EXTRA_ROLES, DEMO_ROLES, type DemoRole } from '@dom/domain';

/** The fixed demo logins (identity issue); every one shares the demo password. */
export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoUser {
  username: DemoRole;
  displayName: string;
  roles: string[];
  teamRole: string | null;
  businessUnits: string[];
  kind: 'staff' | 'seller';
}

const NAMES: Record<DemoRole, string> = {
  admin: 'Aditi Sharma',
  readonly: 'Rohan Mehta',
  rm: 'Priya Nair',
  tm: 'Vikram Singh',
  om: 'Sneha Kulkarni',
  cm: 'Arjun Reddy',
  logistics: 'Manoj Yadav',
  finance: 'Kavita Iyer',
  credit: 'Suresh Patil',
  support: 'Neha Joshi',
  seller: 'Ramesh Agarwal',
  hr: 'Anjali Deshpande',
};

/** Users, roles and team roles come from the domain's demo role table; people's names are ours. */
export const DEMO_LOGINS: readonly DemoUser[] = DEMO_ROLES.map((d) => ({
  username: d.value,
  displayName: NAMES[d.value],
  roles: [d.role, ...(DEMO_EXTRA_ROLES[d.value] ?? [])],
  teamRole: d.teamRole,
  businessUnits: d.businessUnit ? [d.businessUnit] : ['DIRECT', 'UBS'],
  kind: d.role === 'SELLER' ? 'seller' : 'staff',
}));

export const demoEmail = (username: string): string => `${username}@dom.example.in`;
