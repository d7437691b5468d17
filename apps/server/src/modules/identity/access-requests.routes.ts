import {
  AccessRequestDecisionSchema,
  AccessRequestListQuerySchema,
  AccessRequestSchema,
  CreateAccessRequestSchema,
  CreateDelegationSchema,
  DelegationSchema,
  DelegationsSchema,
  IdParamSchema,
  pageOf,
} from '@dom/contract';
import type { AccessRequestAction, Permission } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs, signedIn } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf, principalOf } from './request-client';

// Each move of the access-request transition table has its own address and declares its permission.
const DECISIONS: { path: string; action: AccessRequestAction; permission: Permission; summary: string }[] = [
  {
    path: 'manager-approval',
    action: 'approveAsManager',
    permission: 'Approve_Access_Request_Manager',
    summary: "Approve as the requester's manager",
  },
  {
    path: 'admin-approval',
    action: 'approveAsAdmin',
    permission: 'Approve_Access_Request_Admin',
    summary: 'Approve as an admin',
  },
  { path: 'grant', action: 'grant', permission: 'Allow_Access_Grant', summary: 'Grant the approved access' },
  {
    path: 'reject',
    action: 'reject',
    permission: 'Allow_Access_Request_Reject',
    summary: 'Reject the request',
  },
];

/** Access requests (auth-management) and act-as-me delegations. */
export function accessRequestsRoutes(identity: Identity): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/authorization/userRequest',
      {
        config: needs('Allow_Access_Request'),
        schema: {
          tags: ['authorization'],
          summary: 'Request access',
          body: CreateAccessRequestSchema,
          response: { 201: AccessRequestSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await identity.accessRequests.create(request.body, authOf(request), actorOf(request))),
    );

    app.get(
      '/authorization/userRequest',
      {
        config: signedIn(),
        schema: {
          tags: ['authorization'],
          summary: "Access requests: mine, my reportees' (manager) or all (admin)",
          querystring: AccessRequestListQuerySchema,
          response: { 200: pageOf(AccessRequestSchema) },
        },
      },
      async (request) => identity.accessRequests.list(request.query, principalOf(request), authOf(request)),
    );

    for (const decision of DECISIONS) {
      app.post(
        `/authorization/userRequest/:id/${decision.path}`,
        {
          config: needs(decision.permission),
          schema: {
            tags: ['authorization'],
            summary: decision.summary,
            params: IdParamSchema,
            body: AccessRequestDecisionSchema,
            response: { 200: AccessRequestSchema },
          },
        },
        async (request) =>
          identity.accessRequests.decide(
            request.params.id,
            decision.action,
            request.body,
            principalOf(request),
            authOf(request),
            actorOf(request),
          ),
      );
    }

    app.get(
      '/authorization/act-as-delegations',
      {
        config: signedIn(),
        schema: {
          tags: ['authorization'],
          summary: '"Act as me" delegations given and received',
          response: { 200: DelegationsSchema },
        },
      },
      async (request) => identity.actAs.delegations(authOf(request)),
    );
    app.post(
      '/authorization/act-as-delegations',
      {
        config: needs('Allow_Act_As_Me_Delegation'),
        schema: {
          tags: ['authorization'],
          summary: 'Let a user act as me',
          body: CreateDelegationSchema,
          response: { 201: DelegationSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await identity.actAs.addDelegation(
              request.body.delegateUserId,
              authOf(request),
              actorOf(request),
            ),
          ),
    );
    app.delete(
      '/authorization/act-as-delegations/:id',
      {
        config: needs('Allow_Act_As_Me_Delegation'),
        schema: {
          tags: ['authorization'],
          summary: 'Remove an "act as me" delegation',
          params: IdParamSchema,
        },
      },
      async (request, reply) => {
        await identity.actAs.removeDelegation(request.params.id, authOf(request), actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
