import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  EMAIL_STRICT_RULE,
  isEmail,
  isEmailStrict,
  validateEmail,
  validateEmailStrict,
} from './email.validators';

describe('email (loose)', () => {
  it.each(['a@b.co', 'first.last+tag@example.co.in', 'x@y.z', 'ünï@dömain.in'])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull();
    expect(isEmail(value)).toBe(true);
    expect(EMAIL_PATTERN.test(value)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.co', 'a@.', 'a b@c.de', 'a@b c.de', 'a@@b.co', null, undefined])(
    'rejects %s',
    (value) => {
      expect(validateEmail(value)).toBe(EMAIL_MESSAGE);
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe('email (strict)', () => {
  it.each(['john_doe-1.x@mail.example.com', 'a@b.in', 'A.B@C-D.travel', 'ops@site.museum'])(
    'accepts %s',
    (value) => {
      expect(validateEmailStrict(value)).toBeNull();
      expect(isEmailStrict(value)).toBe(true);
    },
  );

  it.each(['a+b@c.in', 'a@b.c', 'a@b.abcdefg', 'a@b.c0m', 'ünï@domain.in', 'a@-.in.', 'a@b_c.in'])(
    'rejects %s',
    (value) => {
      expect(validateEmailStrict(value)).toBe(EMAIL_MESSAGE);
      expect(EMAIL_STRICT_RULE.pattern.test(value)).toBe(false);
    },
  );
});
