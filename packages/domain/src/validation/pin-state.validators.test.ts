import { describe, expect, it } from 'vitest';
import { GSTIN_STATE_CODES } from './gstin.validators';
import {
  GST_STATES,
  gstStateName,
  isPinInState,
  PIN_STATE_MESSAGE,
  pinCodeStates,
  validatePinInState,
} from './pin-state.validators';

describe('PIN code → state', () => {
  it.each([
    ['400001', '27', 'Mumbai'],
    ['411 001', '27', 'Pune'],
    ['110001', '07', 'New Delhi'],
    ['560034', '29', 'Bengaluru'],
    ['600-001', '33', 'Chennai'],
    ['500001', '36', 'Hyderabad'],
    ['530001', '37', 'Visakhapatnam'],
    ['834001', '20', 'Ranchi'],
    ['800001', '10', 'Patna'],
    ['403001', '30', 'Panaji'],
    ['248001', '05', 'Dehradun'],
    ['781001', '18', 'Guwahati'],
    ['737101', '11', 'Gangtok'],
  ])('%s is in state %s (%s)', (pin, code) => {
    expect(isPinInState(pin, code)).toBe(true);
    expect(validatePinInState(pin, code)).toBeNull();
  });

  it('answers every state of a prefix that straddles a border', () => {
    expect(pinCodeStates('160055')).toEqual(expect.arrayContaining(['04', '03']));
    expect(pinCodeStates('396210')).toEqual(expect.arrayContaining(['24', '26']));
  });

  it('refuses a PIN of another state, a malformed PIN and an Army Postal Service PIN', () => {
    expect(isPinInState('400001', '29')).toBe(false);
    expect(validatePinInState('400001', '29')).toBe(PIN_STATE_MESSAGE);
    expect(isPinInState('403001', '27')).toBe(false);
    expect(pinCodeStates('040001')).toEqual([]);
    expect(pinCodeStates('999001')).toEqual([]);
    expect(isPinInState(null, '27')).toBe(false);
    expect(isPinInState('400001', null)).toBe(false);
  });

  it('only answers codes that GSTINs use, each with a name', () => {
    for (let p = 100; p <= 999; p += 1) {
      for (const code of pinCodeStates(`${p}001`)) {
        expect(GSTIN_STATE_CODES).toContain(code);
        expect(gstStateName(code)).not.toBeNull();
      }
    }
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(gstStateName('99')).toBeNull();
  });
});
