import { APPROVAL_ITEM_STATUSES, APPROVAL_STATUSES } from '@dom/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { createTestI18n } from '../../test/i18n';
import { StatusChip, statusOptions } from './status-chip';

describe('StatusChip', () => {
  it('shows the label and colour of the status set', () => {
    renderInApp(
      <>
        <StatusChip statuses={APPROVAL_STATUSES} value="PENDING" />
        <StatusChip statuses={APPROVAL_STATUSES} value="APPROVED" />
        <StatusChip statuses={APPROVAL_ITEM_STATUSES} value="DENIED" />
      </>,
    );
    expect(screen.getByText('Pending').closest('.MuiChip-root')!.className).toContain('MuiChip-colorWarning');
    expect(screen.getByText('Approved').closest('.MuiChip-root')!.className).toContain(
      'MuiChip-colorSuccess',
    );
    expect(screen.getByText('Rejected').closest('[data-status]')).toHaveAttribute('data-status', 'DENIED');
  });

  it('translates the label', () => {
    renderInApp(<StatusChip statuses={APPROVAL_STATUSES} value="APPROVED" />, { language: 'mr' });
    expect(screen.getByText('मंजूर')).toBeInTheDocument();
  });

  it('shows an unknown status as its raw value in grey', () => {
    renderInApp(<StatusChip statuses={APPROVAL_STATUSES} value="ON_HOLD" />);
    expect(screen.getByText('ON_HOLD').closest('.MuiChip-root')!.className).toContain('MuiChip-colorDefault');
  });
});

describe('status words for filters', () => {
  it('turns a status set into translated options', () => {
    const { t } = createTestI18n('hi');
    expect(statusOptions(t, APPROVAL_STATUSES).slice(0, 2)).toEqual([
      { value: 'PENDING', label: 'लंबित' },
      { value: 'APPROVED', label: 'स्वीकृत' },
    ]);
  });
});
