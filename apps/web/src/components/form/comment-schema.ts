import { validateComment } from '@dom/domain';
import { z } from 'zod';
import { REQUIRED_MESSAGE } from './form-schemas';

/** A free-text comment under the shared rule; the message is the domain's, translated by the field. */
export function commentText({ required }: { required: boolean }) {
  return z.string().superRefine((value, ctx) => {
    if (required && value.trim() === '') ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
    const problem = validateComment(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
