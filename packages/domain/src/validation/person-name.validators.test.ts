import { describe, expect, it } from 'vitest';
import { isName, NAME_MESSAGE, validateName } from './person-name.validators';

describe('name', () => {
  it.each(['Asha', "D'Souza", 'Mary-Jane Rao', 'Ravi Kumar'])('accepts %s', (value) => {
    expect(validateName(value)).toBeNull();
    expect(isName(value)).toBe(true);
  });

  it.each(['', ' ', "-'", 'R2D2', 'Ravi.Kumar', 'Asha_1', 'Asha<b>', null])('rejects %s', (value) => {
    expect(validateName(value)).toBe(NAME_MESSAGE);
    expect(isName(value)).toBe(false);
  });
});
