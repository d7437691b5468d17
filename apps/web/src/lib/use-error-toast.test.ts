import { UPLOAD_LINK_MESSAGES } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { createTestI18n } from '../test/i18n';
import { ApiError } from './api-error';
import { errorToastMessage } from './use-error-toast';

const { t } = createI18n('en');

describe('error toast text', () => {
  it('prefers the server message', () => {
    expect(
      errorToastMessage(
        t,
        new ApiError({ status: 409, message: 'Order is closed' }),
        'Failed to cancel order.',
      ),
    ).toBe('Order is closed');
  });

  it('shows a domain message the server sent in the reader’s language', () => {
    const hi = createTestI18n('hi');
    const shown = errorToastMessage(
      hi.t,
      new ApiError({ status: 409, message: UPLOAD_LINK_MESSAGES.used }),
      'Failed to upload.',
    );
    expect(shown).not.toBe(UPLOAD_LINK_MESSAGES.used);
    expect(shown).toContain('अपलोड लिंक');
  });

  it('uses the catalogue text for 403 and 401 without a message', () => {
    expect(errorToastMessage(t, new ApiError({ status: 403 }), 'x')).toBe(
      'You are not authorized to access this resource',
    );
    expect(errorToastMessage(t, new ApiError({ status: 401 }), 'x')).toBe('Unauthorised access.');
  });

  it('falls back to the caller text otherwise', () => {
    expect(errorToastMessage(t, new ApiError({ status: 0 }), 'Failed to fetch order list.')).toBe(
      'Failed to fetch order list.',
    );
    expect(errorToastMessage(t, new Error('x'), 'Failed to fetch order list.')).toBe(
      'Failed to fetch order list.',
    );
  });
});
