import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { generatePrivateJwk, loadSigningKeys } from './signing-keys';
import { lockDurationMs } from './sign-in-throttle';
import { passwordProblem } from './password-policy';

describe('identity settings', () => {
  it('defaults to ten-minute tokens, 12-hour sessions and no single sign-on', () => {
    const c = loadConfig({});
    expect(c.auth).toMatchObject({
      accessTokenSeconds: 600,
      sessionHours: 12,
      idleMinutes: 60,
      clientId: 'dom-web',
    });
    expect(c.sso).toBeNull();
    expect(c.sms.gatewayUrl).toBeUndefined();
  });

  it('refuses access tokens longer than ten minutes and half an SSO setup', () => {
    expect(() => loadConfig({ AUTH_ACCESS_TOKEN_SECONDS: '3600' })).toThrow(/AUTH_ACCESS_TOKEN_SECONDS/);
    expect(() => loadConfig({ SSO_ISSUER: 'https://login.example.com' })).toThrow(
      /SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET/,
    );
    const c = loadConfig({
      SSO_ISSUER: 'https://login.example.com',
      SSO_CLIENT_ID: 'dom',
      SSO_CLIENT_SECRET: 's3cret',
    });
    expect(c.sso).toEqual({
      issuer: 'https://login.example.com',
      clientId: 'dom',
      clientSecret: 's3cret',
      providerName: 'CorporateSSO',
    });
  });
});

describe('signing keys', () => {
  it('loads Ed25519 and P-256 private keys, and refuses public-only or foreign ones', async () => {
    expect((await loadSigningKeys(generatePrivateJwk())).alg).toBe('EdDSA');
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    const keys = await loadSigningKeys(JSON.stringify(ec));
    expect(keys.alg).toBe('ES256');
    expect(keys.jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', kid: keys.kid });
    expect(keys.jwks.keys[0]!.d).toBeUndefined();
    const { d: _d, ...publicOnly } = ec;
    await expect(loadSigningKeys(JSON.stringify(publicOnly))).rejects.toThrow(/private key is needed/);
    await expect(loadSigningKeys('not json')).rejects.toThrow(/not a JSON web key/);
  });
});

describe('sign-in locks', () => {
  it('start at the fifth failure and double up to fifteen minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 12].map((n) => lockDurationMs(n) / 60_000)).toEqual([0, 1, 2, 4, 8, 15, 15]);
  });
});

describe('password rules (no composition rules)', () => {
  it('wants 8 to 128 characters, not a common password, not the username', () => {
    expect(passwordProblem('short')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(passwordProblem('a'.repeat(64) + 'b'.repeat(64))).toBeNull();
    expect(passwordProblem('Password@123')).toContain('too common');
    expect(passwordProblem('iloveyou')).toContain('too common');
    expect(passwordProblem('priya-nair-2026', { username: 'priya-nair' })).toContain('username');
    expect(passwordProblem('alllowercaseletters')).toBeNull();
  });
});
