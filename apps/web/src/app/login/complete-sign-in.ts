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
 * Where a fresh session goes (doc 1 §2): the address first asked for (path, query and hash) unless
 * it carries a token, else the role's landing screen when it is built, else the root.
 */
export function signInTarget(user: Pick<SessionUser, 'landingRoute'>, built: ReadonlySet<string>): string {
  const remembered = readReturnAddress();
  if (remembered && remembered.startsWith('/') && isReturnableAddress(remembered)) return remembered;
  const landing = user.landingRoute;
  return landing && built.has(landing) ? landing : '/';
}
