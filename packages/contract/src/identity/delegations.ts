import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';
import { queryText } from '../common/query';
import { UserRefSchema } from './auth';

/** "Act as me": the delegator lets the delegate act as them. */
export const DelegationSchema = z.object({
  id: z.uuid(),
  delegator: UserRefSchema,
  delegate: UserRefSchema,
  createdAt: z.string(),
});
export type Delegation = z.infer<typeof DelegationSchema>;

export const DelegationsSchema = z.object({
  given: z.array(DelegationSchema),
  received: z.array(DelegationSchema),
});
export type Delegations = z.infer<typeof DelegationsSchema>;

export const CreateDelegationSchema = z.object({ delegateUserId: z.uuid() });
export type CreateDelegation = z.infer<typeof CreateDelegationSchema>;

export const ActAsCandidatesQuerySchema = PageQuerySchema.extend({ search: queryText() });
