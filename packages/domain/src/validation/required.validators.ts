/**
 * A mandatory field left empty or left out (doc 1: mandatory fields carry a star). The server says
 * it for every field a body lacks; the web shows it in the reader's language.
 */
export const REQUIRED_FIELD_MESSAGE = 'Required';
