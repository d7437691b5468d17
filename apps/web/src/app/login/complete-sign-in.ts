import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { readReturnAddress, writeReturnAddress, writeRoles, writeTokens } from '../../lib/storage';
import { useSession } from '../session/session-context';

/** The tokens a successful sign-in call answers with; roles are the identity-service groups. */
export interface SignInAnswer {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  roles?: string[];
}

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

// A hand-written check rather than a schema library: this runs on the sign-in page, whose
// bundle is kept small.
export function isSignInAnswer(value: unknown): value is SignInAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  const roles = answer.roles;
  return (
    filled(answer.accessToken) &&
    filled(answer.idToken) &&
    filled(answer.refreshToken) &&
    (roles === undefined || (Array.isArray(roles) && roles.every((r) => typeof r === 'string')))
  );
}

/**
 * Stores the tokens of a successful sign-in and returns the user to the address first asked for.
 * Answers false when the answer carries no usable tokens, so the form can say so.
 */
export function useCompleteSignIn(): (answer: unknown) => boolean {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    (answer: unknown) => {
      if (!isSignInAnswer(answer)) return false;
      const { accessToken, idToken, refreshToken, roles = [] } = answer;
      if (!writeTokens({ accessToken, idToken, refreshToken })) return false;
      writeRoles(roles);
      session.reload();
      const target = readReturnAddress() ?? '/';
      writeReturnAddress(null);
      void navigate(target, { replace: true });
      return true;
    },
    [session, navigate],
  );
}
