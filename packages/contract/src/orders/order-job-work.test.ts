import { describe, expect, it } from 'vitest';
import { CreateJobWorkSchema } from './order-job-work';

const valid = {
  lineItemId: '00000000-0000-4000-8000-0000000000a1',
  process: ' Cut and bend ',
  jobWorker: 'Patil Steel Works',
  quantity: '2.5',
};

describe('job work payload', () => {
  it('trims the texts and keeps the quantity as typed', () => {
    expect(CreateJobWorkSchema.parse(valid)).toEqual({ ...valid, process: 'Cut and bend' });
  });

  it('names each wrong field', () => {
    const result = CreateJobWorkSchema.safeParse({
      ...valid,
      process: 'x',
      jobWorker: 'y'.repeat(121),
      quantity: '0.000',
      expectedCompletionDate: '2026-13-01',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toMatchObject({
      process: 'Enter at least 2 characters',
      jobWorker: 'Enter at most 120 characters',
      quantity: 'Enter a quantity more than 0',
    });
    expect(issues.expectedCompletionDate).toBeDefined();
  });
});
