import { permissionKind } from '@dom/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { permissionsOfAccess, type RouteAccess, routeNeedsDeclaration } from '../../platform/http/access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const concrete = (url: string) =>
  url
    .replace(/:id\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:(roles|name)\b/g, 'ADMIN')
    .replace(/:\w+/g, 'x');

const protectedRoutes = () =>
  t.app.routeRegistry.filter((r) => routeNeedsDeclaration(r) && r.access && !('public' in r.access));

describe('every route of the app, walked', () => {
  it('has identity routes among the declared ones', () => {
    const urls = protectedRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/authorization/userDisplayOptions/:roles',
        'GET /api/authorization/permissions/:roles',
        'GET /api/authorization/users/:id/user-roles-permissions',
        'POST /api/authorization/userRequest',
        'POST /api/authorization/users/update-password-v1',
      ]),
    );
  });

  it('answers 401 to every protected route without a session', async () => {
    for (const route of protectedRoutes()) {
      const res = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: concrete(route.url),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to every route whose permission the user lacks', async () => {
    const seller = await signIn(t, 'seller');
    const sellerPermissions = new Set(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/authorization/permissions/SELLER',
          headers: bearer(seller),
        })
      ).json().permissions as string[],
    );
    let checked = 0;
    for (const route of protectedRoutes()) {
      const needed = route.access ? permissionsOfAccess(route.access) : [];
      // A table rule needs one of its permissions: the seller is refused when it holds none.
      if (needed.length === 0 || needed.some((p) => sellerPermissions.has(p))) continue;
      const res = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: concrete(route.url),
        headers: bearer(seller),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

/**
 * Non-GET routes that declare no action permission, each with why. Everything else that is not a GET
 * must be guarded by an action permission (`permissionKind` of the domain catalogue), so the registry
 * and the 403 walk above see who may change what.
 */
const SIGN_IN = 'signing in: no session yet, the credentials are the check';
const OWN_SESSION = "the caller's own session or password: nobody else's data changes";
const SIGNS_LINKS = "signs download links: the service checks the owner's view permission per file";
const READ_ONLY = (what: string) => `reads only (${what}): POST for the body, nothing is written`;
const READ_OR_SELF_EXEMPT: Readonly<Record<string, string>> = {
  'POST /api/auth/login': SIGN_IN,
  'POST /api/auth/respond-to-challenge': SIGN_IN,
  'POST /api/oauth2/token': SIGN_IN,
  'POST /api/login/request-otp': SIGN_IN,
  'POST /api/login/validate-otp': SIGN_IN,
  'POST /api/login/resend-otp': SIGN_IN,
  'POST /api/login/reset-password': 'a forgotten password: the code sent by SMS is the check',
  'POST /api/login/confirm-password': 'a forgotten password: the code sent by SMS is the check',
  'POST /api/auth/logout': OWN_SESSION,
  'POST /api/auth/global-sign-out': OWN_SESSION,
  'POST /api/authorization/users/update-password-v1': OWN_SESSION,
  'POST /api/auth/act-as':
    "the caller's own session acts for another user: the service needs Allow_Act_As_User or that user's delegation",
  'POST /api/auth/act-as/stop': OWN_SESSION,
  'POST /api/s3/getSignedUrl': SIGNS_LINKS,
  'POST /api/preferences/saved-views': "the caller's own saved views: nobody else's data changes",
  'DELETE /api/preferences/saved-views/:viewId':
    "the caller's own saved views: another's answers 404, nobody else's data changes",
  'POST /api/proformaInvoicePDF/buyerPiPdf/:rfqKey':
    'reads only (the proforma invoice PDF of an RFQ in scope): POST as the spec names it; no business data changes, a final copy only records its download in the activity log',
  'POST /api/buyerRFQ/conversionMetrics': READ_ONLY('the RFQ conversion funnel of what the caller may see'),
  'PUT /api/files/upload':
    'a signed, expiring upload address (made for a user allowed to upload there) is the check, as for downloads',
  'POST /api/s3/generate/presignedurl-using-refno': SIGNS_LINKS,
  'POST /api/order/validateInvoiceCreation': READ_ONLY('whether an invoice may be raised now'),
  'POST /api/consignment-v2/search/advanced': READ_ONLY('the consignment search'),
  'POST /api/consignment-v2/search/counts': READ_ONLY('counts per status of the search'),
  'POST /api/consignment/verify-invoice': READ_ONLY('checks invoice details without saving them'),
  'POST /api/consignment/verify-credit-eligibility': READ_ONLY('runs the credit rules, no change'),
  'POST /api/consignment/validate-buyer-gst': READ_ONLY('a GSTIN looked up in the register'),
  'POST /api/consignment/upload-File-details': READ_ONLY("the consignment's documents"),
  'POST /api/zoho/getTransporterDetails': READ_ONLY('the transporter search'),
  'POST /api/credit/buyer/enrich': READ_ONLY('a GSTIN looked up for the new-entity form'),
  'POST /api/notification/templates/preview': READ_ONLY('a template rendered with the sample payload'),
  'PUT /api/notification/preferences':
    "the caller's own communication preferences: nobody else's data changes",
  'POST /api/campaign/feedback/:token':
    'a survey answer from the link in the message: the unguessable token names the one recipient',
  'POST /api/pricing/task/search': READ_ONLY("the caller's own pricing tasks"),
  'POST /api/ops-supply/task/search': READ_ONLY("the caller's own ops-supply tasks"),
  'POST /api/promise/task/search': READ_ONLY("the caller's own promise tasks"),
  'POST /api/master-data/task/search': READ_ONLY("the caller's own master-data tasks"),
  'POST /api/tasks/search': READ_ONLY("the caller's own tasks of every area"),
  'POST /api/credit/generate/signedUrl':
    'signs upload addresses: the service needs the permission of the upload purpose named (ad-hoc or enhancer documents)',
  'POST /api/ops-supply/mov/validate': READ_ONLY('the minimum order values of an enquiry in scope, checked'),
  'POST /api/tasks/upload/signedUrl':
    'signs an upload address: the service needs the permission of the upload purpose named',
  'POST /api/tasks/upload/signed':
    'the signed, expiring address (made for a user holding the purpose permission) names the upload, and only the session of the user it was issued to may send it',
  'POST /api/authorization/userRequest/:id/reject':
    'a requester withdraws their own pending access request (their right, as in the Approval Center: docs/decisions.md); the service asks anyone else for Allow_Access_Request_Reject (403) and answers 404 for a request the caller cannot see',
  'POST /api/approval-center/cancel':
    'a requester withdraws their own approval request (their right, docs/decisions.md); the service asks anyone else for Allow_Approval_Request_Cancel (403) and answers 404 for a request the caller cannot see',
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The view (`Display_…`, `View_…`, `…_View`) permissions a route's access asks for. */
const viewPermissionsOf = (access: RouteAccess | undefined) =>
  access ? permissionsOfAccess(access).filter((p) => permissionKind(p) === 'view') : [];

/** Why a route's access does not guard a change, or null when an action permission guards it. */
function notAnActionGuard(access: RouteAccess | undefined): string | null {
  if (!access) return 'declares no access';
  if ('public' in access) return 'is public';
  if ('authenticated' in access) return 'needs only a session';
  const views = viewPermissionsOf(access);
  return views.length > 0 ? `is guarded by the view permission ${views.join(', ')}` : null;
}

describe('every route that changes data declares who may change it', () => {
  const mutating = () =>
    t.app.routeRegistry.filter((r) => routeNeedsDeclaration(r) && MUTATING.has(r.method));

  it('guards each non-GET route with an action permission, or lists it with a reason', () => {
    const offenders = mutating()
      .map((r) => ({ route: `${r.method} ${r.url}`, why: notAnActionGuard(r.access) }))
      .filter((r) => r.why !== null && !(r.route in READ_OR_SELF_EXEMPT))
      .map((r) => `${r.route} ${r.why}`);
    expect(offenders).toEqual([]);
  });

  // A screen's permission is held by everyone who may look (the read-only auditor holds them all):
  // a write behind one is a write for the auditor, whatever the service narrows (issue 30 §2). A
  // POST that only reads (listed above as such) may stay behind the screen's permission.
  it('never guards a write by a view permission alone, not even with an exemption', () => {
    const readsOnly = (route: string) => READ_OR_SELF_EXEMPT[route]?.startsWith('reads only (') === true;
    const viewGuarded = mutating()
      .filter((r) => viewPermissionsOf(r.access).length > 0 && !readsOnly(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url} is guarded by ${viewPermissionsOf(r.access).join(', ')}`);
    expect(viewGuarded).toEqual([]);
  });

  it('lists only routes that exist and need the exemption', () => {
    const routes = new Map(mutating().map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const [route, reason] of Object.entries(READ_OR_SELF_EXEMPT)) {
      expect(routes.has(route), `${route} is no route`).toBe(true);
      expect(notAnActionGuard(routes.get(route)), `${route} needs no exemption`).not.toBeNull();
      expect(reason.length, `${route} gives a reason`).toBeGreaterThan(10);
    }
  });
});
