/**
 * What an upload address answers when it may not be used (issue 30 §5): the server sends these words
 * and the web shows them in the reader's language (apps/web message-text.ts knows this group).
 */
export const UPLOAD_LINK_MESSAGES = {
  invalid: 'This upload link is not valid.',
  expired: 'This upload link has expired. Start the upload again to get a new link.',
  used: 'This upload link has already been used. Start the upload again to get a new link.',
} as const;
