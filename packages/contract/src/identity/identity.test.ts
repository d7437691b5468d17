import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, NewPasswordSchema, TokenRequestSchema } from './auth';
import { CreateAccessRequestSchema } from './access-requests';
import { RequestOtpSchema, ValidateOtpSchema } from './otp';

describe('identity contract', () => {
  it('defaults the login type and trims the name', () => {
    expect(LoginRequestSchema.parse({ username: ' rm ', password: 'x' })).toEqual({
      username: 'rm',
      password: 'x',
      loginType: 'USERNAME',
    });
    expect(LoginRequestSchema.safeParse({ username: 'rm', password: 'x', loginType: 'SSO' }).success).toBe(
      false,
    );
  });

  it('reads the three grants of the token endpoint and nothing else', () => {
    expect(
      TokenRequestSchema.parse({ grant_type: 'refresh_token', refresh_token: 'r', client_id: 'dom-web' })
        .grant_type,
    ).toBe('refresh_token');
    expect(TokenRequestSchema.parse({ grant_type: 'client_credentials' }).grant_type).toBe(
      'client_credentials',
    );
    const code = TokenRequestSchema.safeParse({
      grant_type: 'authorization_code',
      code: 'c',
      state: 's',
      client_id: 'dom-web',
      redirect_uri: 'http://localhost/login',
    });
    expect(code.success).toBe(true);
    expect(
      TokenRequestSchema.safeParse({ grant_type: 'password', username: 'a', password: 'b' }).success,
    ).toBe(false);
  });

  it('asks for a username or a mobile number, and a 6-digit OTP', () => {
    expect(RequestOtpSchema.safeParse({}).success).toBe(false);
    expect(RequestOtpSchema.safeParse({ phoneNumber: '+919876543210' }).success).toBe(true);
    expect(RequestOtpSchema.safeParse({ phoneNumber: '12345' }).success).toBe(false);
    const otpId = '8d930a8b-171a-4ef0-b3ae-df7312ed4772';
    expect(ValidateOtpSchema.safeParse({ otpId, otp: '12345' }).error?.issues[0]?.message).toBe(
      'Enter the 6-digit OTP',
    );
    expect(ValidateOtpSchema.safeParse({ otpId, otp: '012345' }).success).toBe(true);
  });

  it('takes passwords of 8 to 128 characters without composition rules', () => {
    expect(NewPasswordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(NewPasswordSchema.safeParse('abcdefg').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters.',
    );
    expect(NewPasswordSchema.safeParse('a'.repeat(129)).success).toBe(false);
  });

  it('keeps markup out of access-request reasons, with the spec message', () => {
    const bad = CreateAccessRequestSchema.safeParse({ roles: ['QA'], reason: 'a & b' });
    expect(bad.error?.issues[0]?.message).toBe('Please avoid special charatcters like <, >, and &.');
    expect(CreateAccessRequestSchema.safeParse({ roles: [], reason: 'why' }).success).toBe(false);
  });
});
