import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeParams } from '../../lib/base64-params';
import { readTokens, writeRoles, writeTokens } from '../../lib/storage';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';
import { readStoredSessionUser } from './stored-session-user';

const jwt = (claims: object) => `h.${encodeParams(claims)}.s`;

function Who() {
  const session = useSession();
  return (
    <div>
      <p>{session.status}</p>
      <p>{session.user ? session.user.displayName : 'nobody'}</p>
      <p>{session.hasPermission('Adm_Order_View') ? 'can view orders' : 'cannot view orders'}</p>
      <button onClick={session.signOut}>out</button>
      <button onClick={session.reload}>reload</button>
    </div>
  );
}

describe('stored session user', () => {
  it('is nobody without all three tokens', () => {
    expect(readStoredSessionUser()).toBeNull();
    writeTokens({ accessToken: 'a', idToken: 'not-a-jwt', refreshToken: 'r' });
    expect(readStoredSessionUser()).toBeNull();
  });

  it('reads names from the identity token and roles from storage', () => {
    writeTokens({
      accessToken: 'a',
      idToken: jwt({ 'cognito:username': 'asha.rm', name: 'आशा राव', permissions: ['Adm_Order_View', 7] }),
      refreshToken: 'r',
    });
    writeRoles(['RELATIONSHIP_MANAGER']);
    expect(readStoredSessionUser()).toEqual({
      username: 'asha.rm',
      displayName: 'आशा राव',
      roles: ['RELATIONSHIP_MANAGER'],
      permissions: ['Adm_Order_View'],
    });
  });

  it('falls back to the token groups and the username', () => {
    writeTokens({
      accessToken: 'a',
      idToken: jwt({ sub: 'u-1', 'cognito:groups': ['SELLER'] }),
      refreshToken: 'r',
    });
    expect(readStoredSessionUser()).toMatchObject({
      username: 'u-1',
      displayName: 'u-1',
      roles: ['SELLER'],
      permissions: [],
    });
  });
});

describe('SessionProvider', () => {
  it('answers synchronously from a synchronous loader', () => {
    render(
      <SessionProvider
        loadUser={() => ({ username: 'u', displayName: 'Asha', roles: [], permissions: ['Adm_Order_View'] })}
      >
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.getByText('can view orders')).toBeInTheDocument();
  });

  it('waits for an asynchronous loader', async () => {
    render(
      <SessionProvider
        loadUser={() => Promise.resolve({ username: 'u', displayName: 'Ravi', roles: [], permissions: [] })}
      >
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Ravi')).toBeInTheDocument();
    expect(screen.getByText('cannot view orders')).toBeInTheDocument();
  });

  it('signs out by forgetting the tokens', () => {
    writeTokens({ accessToken: 'a', idToken: jwt({ sub: 'u' }), refreshToken: 'r' });
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('u')).toBeInTheDocument();
    act(() => screen.getByText('out').click());
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(readTokens()).toBeNull();
  });

  it('reloads after sign-in stored new tokens', async () => {
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('nobody')).toBeInTheDocument();
    writeTokens({
      accessToken: 'a',
      idToken: jwt({ preferred_username: 'ravi', name: 'Ravi' }),
      refreshToken: 'r',
    });
    act(() => screen.getByText('reload').click());
    await waitFor(() => expect(screen.getByText('Ravi')).toBeInTheDocument());
  });
});
