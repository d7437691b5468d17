import type { Campaign } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { SURVEY_LINK_MESSAGES } from '@dom/domain';

type Who = { headers: { authorization: string } };
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Survey links (issue #30 item 6): the logs never show a link's key; a link expires (SURVEY_LINK_DAYS,
 * 30 by default) and answers once; only whoever answered first, holding the key the answer handed
 * back, corrects it, within the correction window. Time moves on the server's injected clock.
 */
describe('survey links', () => {
  let t: TestApp;
  let now = new Date();
  let admin: Who;
  let tokens: string[] = [];
  let campaignId = 0;

  const answer = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/campaign/feedback/${token}`, payload: body });
  const scoreOf = async (token: string) =>
    (
      await t.database.executeSql<{ score: number | null; comment: string | null }>(
        `SELECT score, comment FROM campaign_recipients WHERE token = $1`,
        [token],
      )
    ).rows[0];
  async function at<T>(offsetMs: number, run: () => Promise<T>): Promise<T> {
    const started = now;
    now = new Date(started.getTime() + offsetMs);
    try {
      return await run();
    } finally {
      now = started;
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => now } });
    admin = await as(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaign',
      payload: { name: 'Seller NPS links', audience: 'SELLERS', channel: 'EMAIL' },
      ...admin,
    });
    expect(created.statusCode, created.body).toBe(201);
    campaignId = created.json<Campaign>().id;
    const sent = await t.app.inject({ method: 'POST', url: `/api/campaign/${campaignId}/send`, ...admin });
    expect(sent.statusCode, sent.body).toBe(200);
    tokens = (
      await t.database.executeSql<{ token: string }>(
        `SELECT token FROM campaign_recipients WHERE campaign_id = $1 ORDER BY id`,
        [campaignId],
      )
    ).rows.map((r) => r.token);
    expect(tokens.length).toBeGreaterThan(3);
  }, 120_000);
  afterAll(() => t?.close());

  it('the notification logs show where a survey pointed, never a link’s key — to support, the auditor and the admin', async () => {
    for (const user of ['support', 'readonly', 'admin']) {
      const who = await as(t, user);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/notification/logs?eventCode=NPS_SURVEY&pageSize=100&pageNumber=0',
        ...who,
      });
      expect(res.statusCode, `${user}: ${res.body}`).toBe(200);
      const rows = res
        .json<{ content: { sourceRef: string | null; body: string }[] }>()
        .content.filter((r) => r.sourceRef === `campaign ${campaignId}`);
      expect(rows.length, user).toBeGreaterThan(0);
      for (const token of tokens) expect(res.body, user).not.toContain(token);
      expect(
        rows.some((r) => r.body.includes('/feedback/••••••')),
        user,
      ).toBe(true);
    }
  });

  it('answers once: a second answer without the key the first one got is refused and changes nothing', async () => {
    const token = tokens[0]!;
    const first = await answer(token, { score: 9, comment: 'Quick' });
    expect(first.statusCode, first.body).toBe(200);
    const { correctionKey } = first.json<{ correctionKey: string }>();
    expect(correctionKey.length).toBeGreaterThanOrEqual(16);

    const overwrite = await answer(token, { score: 0, comment: 'set by someone else' });
    expect(overwrite.statusCode, overwrite.body).toBe(409);
    expect(overwrite.json<{ message: string }>().message).toBe(SURVEY_LINK_MESSAGES.answered);
    const forged = await answer(token, { score: 0, correctionKey: 'k'.repeat(32) });
    expect(forged.statusCode).toBe(409);
    // Another recipient's key does not open this answer.
    const second = await answer(tokens[1]!, { score: 5 });
    expect(second.statusCode).toBe(200);
    const crossed = await answer(token, {
      score: 0,
      correctionKey: second.json<{ correctionKey: string }>().correctionKey,
    });
    expect(crossed.statusCode).toBe(409);
    expect(await scoreOf(token)).toEqual({ score: 9, comment: 'Quick' });
  });

  it('the recipient corrects their answer with the key, within the correction window only', async () => {
    const token = tokens[2]!;
    const first = await answer(token, { score: 3 });
    expect(first.statusCode).toBe(200);
    const { correctionKey } = first.json<{ correctionKey: string }>();
    const fixed = await at(HOUR_MS, () => answer(token, { score: 8, comment: 'Misclicked', correctionKey }));
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await scoreOf(token)).toEqual({ score: 8, comment: 'Misclicked' });
    expect(t.ctx.config.surveyCorrectionHours).toBe(24);
    const late = await at(t.ctx.config.surveyCorrectionHours * HOUR_MS + 60_000, () =>
      answer(token, { score: 1, correctionKey }),
    );
    expect(late.statusCode).toBe(409);
    expect(await scoreOf(token)).toEqual({ score: 8, comment: 'Misclicked' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/campaign/${campaignId}`, ...admin });
    expect(detail.json<Campaign>().nps?.responses).toBe(3);
  });

  it('the correction window is a setting: with SURVEY_CORRECTION_HOURS 0 a first answer is final', async () => {
    const strict = await createTestApp({ seed: true, config: { surveyCorrectionHours: 0 } });
    try {
      const who = await as(strict, 'admin');
      const made = await strict.app.inject({
        method: 'POST',
        url: '/api/campaign',
        payload: { name: 'Final answers', audience: 'SELLERS', channel: 'EMAIL' },
        ...who,
      });
      const id = made.json<Campaign>().id;
      expect(
        (await strict.app.inject({ method: 'POST', url: `/api/campaign/${id}/send`, ...who })).statusCode,
      ).toBe(200);
      const [row] = (
        await strict.database.executeSql<{ token: string }>(
          `SELECT token FROM campaign_recipients WHERE campaign_id = $1 ORDER BY id LIMIT 1`,
          [id],
        )
      ).rows;
      const send = (body: object) =>
        strict.app.inject({ method: 'POST', url: `/api/campaign/feedback/${row!.token}`, payload: body });
      const first = await send({ score: 4 });
      expect(first.statusCode, first.body).toBe(200);
      const again = await send({
        score: 9,
        correctionKey: first.json<{ correctionKey: string }>().correctionKey,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(SURVEY_LINK_MESSAGES.answered);
    } finally {
      await strict.close();
    }
  });

  it('a link expires the configured days after the campaign was sent (30 by default)', async () => {
    expect(t.ctx.config.surveyLinkDays).toBe(30);
    const token = tokens[3]!;
    const expired = await at(31 * DAY_MS, () => answer(token, { score: 10 }));
    expect(expired.statusCode, expired.body).toBe(409);
    expect(expired.json<{ message: string }>().message).toBe(SURVEY_LINK_MESSAGES.expired);
    expect(await scoreOf(token)).toEqual({ score: null, comment: null });
    const inTime = await at(29 * DAY_MS, () => answer(token, { score: 10 }));
    expect(inTime.statusCode, inTime.body).toBe(200);
  });
});
