import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Signs in through the API and answers the token set. */
export async function apiSignIn(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const answer = await request.post('/api/auth/login', {
    data: { username, password, loginType: 'USERNAME' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { access_token: string; id_token: string; refresh_token: string };
}

export interface ApiUser {
  id: string;
  username: string;
  phone: string | null;
  isActive: boolean;
}

/** An admin's view of a user, found by login name. */
export async function findUser(
  request: APIRequestContext,
  adminToken: string,
  username: string,
): Promise<ApiUser> {
  const answer = await request.get('/api/authorization/users', {
    params: { search: username, pageSize: 100 },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const page = (await answer.json()) as { content: ApiUser[] };
  const user = page.content.find((u) => u.username === username);
  if (!user) throw new Error(`No user ${username}`);
  return user;
}

export async function setActive(
  request: APIRequestContext,
  adminToken: string,
  id: string,
  isActive: boolean,
) {
  const answer = await request.post(`/api/authorization/users/${id}/activation`, {
    data: { isActive },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** An access request made through the API by a signed-in user. */
export async function requestAccessAs(
  request: APIRequestContext,
  token: string,
  roles: string[],
  reason: string,
) {
  const answer = await request.post('/api/authorization/userRequest', {
    data: { roles, permissionGroupIds: [], reason },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string; status: string };
}
