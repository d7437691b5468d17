import { describe, expect, it } from 'vitest';
import {
  isUrl,
  isWebsite,
  URL_MESSAGE,
  validateUrl,
  validateWebsite,
  WEBSITE_MESSAGE,
} from './web-address.validators';

describe('website host', () => {
  it.each(['example.com', 'www.example.co.in', 'my-shop.in', 'a.b.c.museum'])('accepts %s', (value) => {
    expect(validateWebsite(value)).toBeNull();
    expect(isWebsite(value)).toBe(true);
  });

  it.each([
    '',
    'example',
    'https://example.com',
    'exa mple.com',
    '-bad.com',
    'bad-.com',
    'example.c',
    'example.com/path',
  ])('rejects %s', (value) => {
    expect(validateWebsite(value)).toBe(WEBSITE_MESSAGE);
    expect(isWebsite(value)).toBe(false);
  });
});

describe('http(s) URL', () => {
  it.each([
    'https://example.com',
    'http://www.example.co.in/path/to?q=1#frag',
    'https://api.example.com:8443/v1',
    'https://example.com/',
  ])('accepts %s', (value) => {
    expect(validateUrl(value)).toBeNull();
    expect(isUrl(value)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'https://',
    'https://example',
    'https://exa mple.com',
    'https://example.com/a b',
  ])('rejects %s', (value) => {
    expect(validateUrl(value)).toBe(URL_MESSAGE);
    expect(isUrl(value)).toBe(false);
  });
});
