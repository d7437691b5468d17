import { z } from 'zod';

/** The one error body of the API. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  status: z.number().int(),
  errorCode: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
