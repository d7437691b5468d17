/**
 * What a survey's answer link answers when it may not be used (issue 30 §6): the recipient's
 * feedback page shows these in the reader's language (apps/web message-text.ts knows this group).
 */
export const SURVEY_LINK_MESSAGES = {
  invalid: 'This feedback link is not valid',
  expired: 'This feedback link has expired.',
  answered: 'This survey has been answered already.',
} as const;
