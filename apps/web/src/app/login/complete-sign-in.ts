import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { readReturnAddress, writeReturnAddress, writeRoles, writeTokens } from '../../lib/storage';
import { useSession } from '../session/session-context';

/** The tokens a successful sign-in call answers with; roles are the identity-service groups. */
export const SignInAnswerSchema = z.object({
  accessToken: z.string().min(1),
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
  roles: z.array(z.string()).optional(),
});

/**
 * Stores the tokens of a successful sign-in and returns the user to the address first asked for.
 * Answers false when the answer carries no usable tokens, so the form can say so.
 */
export function useCompleteSignIn(): (answer: unknown) => boolean {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    (answer: unknown) => {
      const parsed = SignInAnswerSchema.safeParse(answer);
      if (!parsed.success) return false;
      const { roles = [], ...tokens } = parsed.data;
      if (!writeTokens(tokens)) return false;
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
