import { describe, expect, it } from 'vitest';
import { approvalTimeline, exceptionalApprovalOf } from './decisions';
import { exceptionalApprovalStatusLabel } from '../status/approval.states';
import {
  creditLeadApprovalSteps,
  moneyApprovalSteps,
  participatesIn,
  planErrors,
  CAN_APPROVE,
  CAN_REJECT,
} from './policies';

const rupees = (r: number) => BigInt(r) * 100n;

describe('moneyApprovalSteps', () => {
  const bands = { thresholdPaise: rupees(500_000) };

  it('asks the finance desk alone up to the threshold, the threshold itself included', () => {
    for (const amount of [0n, rupees(1), rupees(500_000)]) {
      const steps = moneyApprovalSteps(amount, bands);
      expect(steps.map((s) => s.code)).toEqual(['FINANCE']);
      expect(steps[0]?.requiredApprovals).toBe(1);
    }
  });

  it('adds a finance-lead / CEO step needing two different approvers above it', () => {
    const steps = moneyApprovalSteps(rupees(500_000) + 1n, bands);
    expect(steps.map((s) => s.code)).toEqual(['FINANCE', 'FINANCE_LEAD_CEO']);
    expect(steps[1]?.requiredApprovals).toBe(2);
    const lead = steps[1]!;
    expect(participatesIn(lead, { userId: 'u', roles: ['PIVOT_LEADERSHIP'] }, CAN_APPROVE)).toBe(true);
    expect(participatesIn(lead, { userId: 'u', roles: ['FINANCE_OPS'] }, CAN_APPROVE)).toBe(false);
  });

  it('follows the configured threshold', () => {
    expect(moneyApprovalSteps(rupees(2_000), { thresholdPaise: rupees(1_000) })).toHaveLength(2);
    expect(moneyApprovalSteps(rupees(2_000), { thresholdPaise: rupees(5_000) })).toHaveLength(1);
  });

  it('lets the credit desk review but not approve the finance step', () => {
    const [finance] = moneyApprovalSteps(1n, bands);
    const credit = { userId: 'c', roles: ['CREDIT_OPS'] };
    expect(participatesIn(finance!, credit, CAN_APPROVE)).toBe(false);
    expect(participatesIn(finance!, credit, ['REVIEWER'])).toBe(true);
    expect(participatesIn(finance!, { userId: 'f', roles: ['FINANCE_OPS'] }, CAN_REJECT)).toBe(true);
  });
});

describe('creditLeadApprovalSteps', () => {
  const bands = { ceoLimitPaise: rupees(10_000_000) };

  it('runs sales → finance → credit → co-option up to the CEO limit', () => {
    expect(creditLeadApprovalSteps(rupees(10_000_000), bands).map((s) => s.code)).toEqual([
      'SALES',
      'FINANCE',
      'CREDIT',
      'CO_OPTION',
    ]);
  });

  it('puts the CEO between credit and co-option above it', () => {
    expect(creditLeadApprovalSteps(rupees(10_000_000) + 1n, bands).map((s) => s.code)).toEqual([
      'SALES',
      'FINANCE',
      'CREDIT',
      'CEO',
      'CO_OPTION',
    ]);
  });

  it('gives each step an approver, and only a sales lead approves the sales step', () => {
    const steps = creditLeadApprovalSteps(rupees(20_000_000), bands);
    expect(planErrors(steps)).toEqual([]);
    const sales = steps[0]!;
    expect(participatesIn(sales, { userId: 'x', roles: ['SALES_LEAD'] }, CAN_APPROVE)).toBe(true);
    expect(participatesIn(sales, { userId: 'x', roles: ['SALES_OPS'] }, CAN_APPROVE)).toBe(false);
  });
});

describe('participatesIn and planErrors', () => {
  it('matches a named user by id', () => {
    const step = { participants: [{ participation: 'APPROVER' as const, userId: 'u-1' }] };
    expect(participatesIn(step, { userId: 'u-1', roles: [] }, CAN_APPROVE)).toBe(true);
    expect(participatesIn(step, { userId: 'u-2', roles: [] }, CAN_APPROVE)).toBe(false);
  });

  it('refuses an empty plan, a step without approver and a count below one', () => {
    expect(planErrors([])).toHaveLength(1);
    expect(
      planErrors([
        {
          code: 'X',
          label: 'X',
          participants: [{ participation: 'REVIEWER', roleCode: 'ADMIN' }],
          requiredApprovals: 0,
        },
      ]),
    ).toEqual(['Step X has no approver', 'Step X needs at least one approval']);
  });
});

describe('approvalTimeline', () => {
  const request = {
    status: 'PENDING' as const,
    requestedByName: 'Sneha',
    createdAt: '2026-01-01',
    comment: null,
  };

  it('shows submitted blue, decisions by colour and open steps orange', () => {
    const t = approvalTimeline(
      request,
      [
        { label: 'Finance', status: 'APPROVED', requiredApprovals: 1 },
        { label: 'Finance lead / CEO', status: 'REQUESTED', requiredApprovals: 2 },
      ],
      [
        { stepLabel: 'Finance', action: 'APPROVE', actorName: 'Kavita', comment: 'ok', at: '2026-01-02' },
        {
          stepLabel: 'Finance lead / CEO',
          action: 'APPROVE',
          actorName: 'Aditi',
          comment: null,
          at: '2026-01-03',
        },
      ],
    );
    expect(t.map((e) => [e.title, e.colour])).toEqual([
      ['Submitted', 'blue'],
      ['Approved (Finance)', 'green'],
      ['Approved (Finance lead / CEO)', 'green'],
      ['Pending: Finance lead / CEO 1/2', 'orange'],
    ]);
  });

  it('shows a rejection red and no pending dot once the request ended', () => {
    const t = approvalTimeline(
      { ...request, status: 'REJECTED' },
      [{ label: 'Finance', status: 'DENIED', requiredApprovals: 1 }],
      [{ stepLabel: 'Finance', action: 'REJECT', actorName: 'Kavita', comment: 'no', at: '2026-01-02' }],
    );
    expect(t.map((e) => e.colour)).toEqual(['blue', 'red']);
  });
});

describe('exceptionalApprovalOf', () => {
  it("labels a subject from its engine request's state with the spec's words", () => {
    const label = (s: Parameters<typeof exceptionalApprovalOf>[0]) =>
      exceptionalApprovalStatusLabel(exceptionalApprovalOf(s));
    expect(label(null)).toBe('Not Requested');
    expect(label('CANCELLED')).toBe('Not Requested');
    expect(label('PENDING')).toBe('Pending Approval');
    expect(label('APPROVED')).toBe('Approved');
    expect(label('REJECTED')).toBe('Rejected');
  });
});
