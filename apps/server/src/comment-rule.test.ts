import { COMMENT_SPECIAL_CHARACTERS_MESSAGE } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../test/api-client';
import { as } from '../test/auth';
import { type TestApp, createTestApp } from '../test/test-app';

let t: TestApp;
let admin: Who;
const { post } = apiClient(() => t, 'comment-rule');

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await as(t, 'admin');
}, 180_000);
afterAll(async () => t?.close());

/** The field the 400 names, with the spec's message. */
const refusedField = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as { details?: { fields?: { field: string; message: string }[] } };
  return body.details?.fields?.find((f) => f.message === COMMENT_SPECIAL_CHARACTERS_MESSAGE)?.field;
};

// The spec's free-text rule (no <, > or &) where it was missing (issue 30 §7).
describe('free-text comments refuse <, > and & with the spec’s message', () => {
  it('on the survey answer', async () => {
    const res = await post(undefined, '/campaign/feedback/0123456789abcdef0123', {
      score: 9,
      comment: 'Great <b>service</b>',
    });
    expect(refusedField(res)).toBe('comment');
  });

  it('on the extraction feedback', async () => {
    const res = await post(admin, '/extraction/feedback', {
      taskId: '00000000-0000-4000-8000-000000000000',
      feedback: 'Rows 3 & 4 were wrong',
    });
    expect(refusedField(res)).toBe('feedback');
  });

  it('on every Approval Center decision', async () => {
    for (const [path, comment] of [
      ['/approval-center/approve', 'ok > fine'],
      ['/approval-center/reject', 'no <script>'],
      ['/approval-center/request-changes', 'terms & rates'],
    ] as const) {
      const res = await post(admin, path, { approvalKey: 'AP1', comment });
      expect(refusedField(res), path).toBe('comment');
    }
  });
});
