import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_LANGUAGES,
  notificationRetryDelayMs,
  npsScore,
  placeholdersOf,
  renderTemplate,
  unknownPlaceholders,
} from './notification-events';

describe('notification templates', () => {
  it('fill placeholders and name the unknown ones', () => {
    expect(renderTemplate('Order {{orderKey}} for {{ name }}', { orderKey: 'SO-1', name: 'Asha' })).toBe(
      'Order SO-1 for Asha',
    );
    expect(placeholdersOf('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
    expect(unknownPlaceholders('{{orderKey}} {{amount}} {{x}}', ['orderKey'])).toEqual(['amount', 'x']);
  });

  it('every default text uses only its event sample placeholders, in the three languages', () => {
    for (const event of NOTIFICATION_EVENTS)
      for (const lang of NOTIFICATION_LANGUAGES) {
        const text = event.text[lang];
        const known = Object.keys(event.sample);
        expect(unknownPlaceholders(text.subject + text.body, known), `${event.code} ${lang}`).toEqual([]);
        expect(renderTemplate(text.body, event.sample)).not.toMatch(/\{\{/);
      }
  });
});

describe('NPS', () => {
  it('is % promoters minus % detractors', () => {
    expect(npsScore([10, 9, 8, 7, 6, 0]).score).toBe(0);
    expect(npsScore([10, 10, 10, 5]).score).toBe(50);
    expect(npsScore([3, 4]).score).toBe(-100);
    expect(npsScore([]).score).toBeNull();
    expect(npsScore([9, 8, 1])).toMatchObject({ promoters: 1, passives: 1, detractors: 1, score: 0 });
  });
});

describe('retry back-off', () => {
  it('doubles and is capped', () => {
    expect(notificationRetryDelayMs(1, 100)).toBe(100);
    expect(notificationRetryDelayMs(3, 100)).toBe(400);
    expect(notificationRetryDelayMs(40)).toBe(6 * 60 * 60_000);
  });
});
