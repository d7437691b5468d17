/** SSO users' login names start with `<provider>_`; the product shows them as the generic pivot user. */
export const PIVOT_USER_NAME = 'Pivot User';

export function ssoLoginPrefix(providerName: string): string {
  return `${providerName}_`;
}

export function isSsoLoginName(username: string, providerName: string): boolean {
  return username.toLowerCase().startsWith(ssoLoginPrefix(providerName).toLowerCase());
}

export function displayNameOf(user: { username: string; displayName: string }, providerName: string): string {
  return isSsoLoginName(user.username, providerName) ? PIVOT_USER_NAME : user.displayName;
}
