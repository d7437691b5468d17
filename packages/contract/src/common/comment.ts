import { validateComment } from '@dom/domain';
import { z } from 'zod';

/**
 * The one free-text comment rule (doc 1: no <, > or &, at most 5000 characters; the spec's message).
 * Every comment, remark, reason or feedback a request takes is this schema, narrowed as the field
 * needs (`.trim().max(1000, …)`, `.min(1, …)`); a contract test walks the catalogue for any that is not.
 */
export const CommentSchema = z.string().superRefine((v, ctx) => {
  const problem = validateComment(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A comment that must say something. */
export const RequiredCommentSchema = CommentSchema.refine((v) => v.trim().length > 0, 'Enter a comment');
