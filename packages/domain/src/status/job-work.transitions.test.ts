import { describe, expect, it } from 'vitest';
import { acceptsJobWork, isJobWorkDeletable, JOB_WORK_TRANSITIONS } from './job-work.transitions';

describe('job work moves', () => {
  it('runs draft → running → completed for an order editor', () => {
    const edit = ['Allow_Order_Edit'];
    expect(JOB_WORK_TRANSITIONS.getTarget('DRAFT', 'start', edit)).toBe('RUNNING');
    expect(JOB_WORK_TRANSITIONS.getTarget('RUNNING', 'complete', edit)).toBe('COMPLETED');
    expect(JOB_WORK_TRANSITIONS.nextActions('COMPLETED', edit)).toEqual([]);
  });

  it('refuses a skipped step (409) and a user without the edit permission (403)', () => {
    expect(() => JOB_WORK_TRANSITIONS.getTarget('DRAFT', 'complete')).toThrow(
      'Cannot complete when the status is DRAFT.',
    );
    expect(() => JOB_WORK_TRANSITIONS.getTarget('DRAFT', 'start', ['Adm_Order_View'])).toThrow(
      expect.objectContaining({ code: 'TRANSITION_FORBIDDEN' }),
    );
  });

  it('deletes only drafts and takes new work only on approved, open orders', () => {
    expect(isJobWorkDeletable('DRAFT')).toBe(true);
    expect(isJobWorkDeletable('RUNNING')).toBe(false);
    expect(acceptsJobWork('PLANNED')).toBe(true);
    expect(acceptsJobWork('ORDERED')).toBe(false);
    expect(acceptsJobWork('COMPLETED')).toBe(false);
  });
});
