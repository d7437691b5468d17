import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '../../test/render';
import { DateFormField, INVALID_DATE_TEXT, dayjsToIsoDate, isoDateToDayjs } from './date-form-field';
import { DateTimeFormField, dayjsToInstant, instantToDayjs } from './date-time-form-field';
import { isoDateText, notFutureDateTime } from './form-schemas';
import { PICKER_TIME_ZONE } from './picker-provider';

describe('date conversions', () => {
  it('keeps calendar days as IST days', () => {
    const day = isoDateToDayjs('2025-03-05');
    expect(day?.format('D MMM, YYYY')).toBe('5 Mar, 2025');
    expect(dayjsToIsoDate(day)).toBe('2025-03-05');
    expect(isoDateToDayjs('')).toBeNull();
    expect(dayjsToIsoDate(null)).toBe('');
    expect(dayjsToIsoDate(dayjs('nonsense'))).toBe(INVALID_DATE_TEXT);
  });

  it('keeps moments as instants shown in IST', () => {
    const moment = instantToDayjs('2025-03-05T04:30:00.000Z');
    expect(moment?.format('D MMM, YYYY, h:mm A')).toBe('5 Mar, 2025, 10:00 AM');
    expect(dayjsToInstant(moment)).toBe('2025-03-05T04:30:00.000Z');
  });
});

describe('date schemas', () => {
  it('rejects an unfinished date', () => {
    expect(isoDateText().safeParse(INVALID_DATE_TEXT).success).toBe(false);
    expect(isoDateText().safeParse('2025-02-30').success).toBe(false);
    expect(isoDateText().safeParse('2025-02-28').success).toBe(true);
    expect(isoDateText({ required: false }).safeParse('').success).toBe(true);
  });

  it('flags a later time today as a future time', () => {
    const now = () => new Date('2025-03-05T04:30:00Z');
    const schema = notFutureDateTime({ now });
    const later = schema.safeParse('2025-03-05T05:30:00.000Z');
    expect(later.success).toBe(false);
    expect(later.error?.issues[0]?.message).toBe('You have selected a future time.');
    expect(schema.safeParse('2025-03-05T03:30:00.000Z').success).toBe(true);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('date pickers in a form', () => {
  it('shows the chosen day as "5 Mar, 2025"', () => {
    function Form() {
      const { control } = useForm({ defaultValues: { due: '2025-03-05' } });
      return <DateFormField control={control} name="due" label="Due date" required />;
    }
    renderInApp(<Form />);
    const group = screen.getByRole('group', { name: /Due date/ });
    expect(group.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain('5 Mar, 2025');
  });

  it('says "You have selected a future time." for a later time today', async () => {
    // A fixed morning: with the real clock, late in the evening "one hour later" is tomorrow, which
    // the picker itself keeps out, and the message under test never shows.
    vi.useFakeTimers({ now: new Date('2025-03-05T04:30:00Z'), shouldAdvanceTime: true });
    try {
      const inOneHour = dayjs().tz(PICKER_TIME_ZONE).add(1, 'hour');
      function Form() {
        const { control, handleSubmit } = useForm({
          resolver: zodResolver(z.object({ at: notFutureDateTime() })),
          defaultValues: { at: inOneHour.toISOString() },
        });
        return (
          <form onSubmit={(e) => void handleSubmit(() => undefined)(e)}>
            <DateTimeFormField control={control} name="at" label="Received at" disableFuture />
            <button type="submit">Save</button>
          </form>
        );
      }
      renderInApp(<Form />);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('You have selected a future time.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
