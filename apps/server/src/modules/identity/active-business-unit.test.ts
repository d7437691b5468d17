import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { bearer, signIn } from '../../../test/auth';
import { permissionsInUnit } from './unit-permissions';

describe('permissions in the active business unit', () => {
  it('keeps only the active unit’s quote actions, DIRECT bringing UTCL', () => {
    const all = new Set(['Adm_Order_View', 'Send_Quote_Direct', 'Send_Quote_UTCL', 'Send_Quote_UBS']);
    expect([...permissionsInUnit(all, 'UBS', [])].sort()).toEqual(['Adm_Order_View', 'Send_Quote_UBS']);
    expect([...permissionsInUnit(all, 'DIRECT', ['DIRECT', 'UBS'])].sort()).toEqual([
      'Adm_Order_View',
      'Send_Quote_Direct',
      'Send_Quote_UTCL',
    ]);
    // A unit the user does not work in, or no unit at all, keeps no unit-specific action.
    expect([...permissionsInUnit(all, 'UBS', ['DIRECT'])]).toEqual(['Adm_Order_View']);
    expect([...permissionsInUnit(all, 'MARS', [])]).toEqual(['Adm_Order_View']);
  });
});

describe('the X-Business-Unit header narrows what a request may do', () => {
  // A call only the UBS quote permission opens, as a quote screen's would be.
  const routes: FastifyPluginAsync = async (app) => {
    app.post('/test/ubs-quote', { config: { access: { permission: 'Send_Quote_UBS' } } }, async () => ({
      sent: true,
    }));
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, routes: () => routes });
  });
  afterAll(async () => t.close());

  /** The report names the caller may open, as the server decides from its permissions. */
  async function myReports(user: string, unit?: string): Promise<string[]> {
    const headers = { ...bearer(await signIn(t, user)), ...(unit ? { 'x-business-unit': unit } : {}) };
    const answer = await t.app.inject({ method: 'GET', url: '/api/authorization/my-reports', headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ content: { name: string }[] }>().content.map((r) => r.name);
  }

  it('refuses a unit-specific call while another unit is active', async () => {
    const send = async (unit?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/test/ubs-quote',
          headers: { ...bearer(await signIn(t, 'admin')), ...(unit ? { 'x-business-unit': unit } : {}) },
        })
      ).statusCode;
    expect(await send('UBS')).toBe(200);
    expect(await send('DIRECT')).toBe(403);
    expect(await send('NOT-A-UNIT')).toBe(403);
    // Without the header (API clients, jobs) the user's permissions in every unit apply.
    expect(await send()).toBe(200);
  });

  it('holds a unit-specific permission only while its unit is active', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/reports',
      headers: bearer(await signIn(t, 'admin')),
      payload: { name: 'Direct quotes sent', category: 'Sales', permission: 'Send_Quote_Direct' },
    });
    expect(created.statusCode, created.body).toBe(201);

    expect(await myReports('admin')).toContain('Direct quotes sent');
    expect(await myReports('admin', 'DIRECT')).toContain('Direct quotes sent');
    expect(await myReports('admin', 'UBS')).not.toContain('Direct quotes sent');
    expect(await myReports('rm', 'DIRECT')).toContain('Direct quotes sent');
    // rm works in DIRECT only: naming another unit does not lend its actions, nor keep DIRECT's.
    expect(await myReports('rm', 'UBS')).not.toContain('Direct quotes sent');
  });
});
