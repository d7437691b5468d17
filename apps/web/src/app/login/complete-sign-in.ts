import { useCallback } from 'react';
import { readReturnAddress } from '../../lib/storage';
import { isReturnableAddress } from '../require-session';
import type { SessionUser } from '../session/session-context';
import { useSession } from '../session/session-context';
import { storeTokenSet } from '../identity/token-set';

/**
 * Stores the tokens of a successful sign-in and re-reads the session; the sign-in page then moves
 * on. Answers false when the answer carries no usable tokens, so the form can say so.
 */
export function useCompleteSignIn(): (answer: unknown) => boolean {
  const session = useSession();
  return useCallback(
    (answer: unknown) => {
      if (!storeTokenSet(answer)) return false;
      session.reload();
      return true;
    },
    [session],
  );
}

/**
 * Where a fresh session goes: the address first asked for (path, query and hash) unless it carries
 * a token, else the root, where every role finds its work queue (issue 18: no more landing on
 * /my-profile). `user` and `built` stay for callers; the role's old landing screen is one click away.
 */
export function signInTarget(_user: Pick<SessionUser, 'landingRoute'>, _built: ReadonlySet<string>): string {
  const remembered = readReturnAddress();
  if (remembered && remembered.startsWith('/') && isReturnableAddress(remembered)) return remembered;
  return '/';
}
