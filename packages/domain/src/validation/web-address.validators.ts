import { patternPredicate, patternValidator, type PatternRule } from './validator';

export const WEBSITE_MESSAGE = 'Enter a valid website';
export const URL_MESSAGE = 'Enter a valid URL starting with http:// or https://';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST = `(?:${LABEL}\\.)+[A-Za-z]{2,63}`;

/** A bare host such as www.example.co.in, without scheme or path. */
export const WEBSITE_PATTERN = new RegExp(`^${HOST}$`);

/** A full http(s) address: scheme, host, optional port, optional path, query and fragment. */
export const URL_PATTERN = new RegExp(`^https?://${HOST}(?::\\d{1,5})?(?:[/?#][^\\s]*)?$`);

export const WEBSITE_RULE: PatternRule = { pattern: WEBSITE_PATTERN, message: WEBSITE_MESSAGE };
export const URL_RULE: PatternRule = { pattern: URL_PATTERN, message: URL_MESSAGE };

export const validateWebsite = patternValidator(WEBSITE_RULE);
export const isWebsite = patternPredicate(WEBSITE_RULE);
export const validateUrl = patternValidator(URL_RULE);
export const isUrl = patternPredicate(URL_RULE);
