import { describe, expect, it } from 'vitest';
import { defineTransitions, TransitionError } from './transitions';

type Door = 'OPEN' | 'CLOSED' | 'LOCKED';
type DoorAction = 'close' | 'open' | 'lock' | 'unlock' | 'kick';

const DOOR = defineTransitions<Door, DoorAction>([
  { from: 'OPEN', to: 'CLOSED', action: 'close', permission: 'Door_Use' },
  { from: 'CLOSED', to: 'OPEN', action: 'open', permission: 'Door_Use' },
  { from: 'CLOSED', to: 'LOCKED', action: 'lock', permission: 'Door_Lock' },
  { from: 'LOCKED', to: 'CLOSED', action: 'unlock', permission: 'Door_Lock' },
  { from: ['CLOSED', 'LOCKED'], to: 'OPEN', action: 'kick', permission: 'Door_Force' },
]);

describe('defineTransitions', () => {
  it('flattens rows with several sources into moves', () => {
    expect(DOOR.rows).toHaveLength(5);
    expect(DOOR.moves).toHaveLength(6);
    expect(DOOR.moves.filter((move) => move.action === 'kick').map((move) => move.from)).toEqual([
      'CLOSED',
      'LOCKED',
    ]);
  });

  it('allows moves in the table and refuses others', () => {
    expect(DOOR.canTransition('OPEN', 'close')).toBe(true);
    expect(DOOR.canTransition('OPEN', 'lock')).toBe(false);
    expect(DOOR.canTransition('LOCKED', 'open')).toBe(false);
  });

  it('filters by permission, given as a list or a set', () => {
    expect(DOOR.canTransition('CLOSED', 'lock', ['Door_Use'])).toBe(false);
    expect(DOOR.canTransition('CLOSED', 'lock', ['Door_Lock'])).toBe(true);
    expect(DOOR.canTransition('CLOSED', 'lock', new Set(['Door_Lock']))).toBe(true);
    expect(DOOR.canTransition('CLOSED', 'lock', [])).toBe(false);
  });

  it('lists the next actions, all of them or those the user may take', () => {
    expect(DOOR.nextActions('CLOSED').map((move) => move.action)).toEqual(['open', 'lock', 'kick']);
    expect(DOOR.nextActions('CLOSED', ['Door_Use']).map((move) => move.action)).toEqual(['open']);
    expect(DOOR.nextActions('LOCKED', new Set(['Door_Use']))).toEqual([]);
    expect(DOOR.nextActions('LOCKED', ['Door_Force'])).toEqual([
      { from: 'LOCKED', to: 'OPEN', action: 'kick', permission: 'Door_Force' },
    ]);
  });

  it('targetOf returns the target or null, never throws', () => {
    expect(DOOR.targetOf('LOCKED', 'unlock')).toBe('CLOSED');
    expect(DOOR.targetOf('OPEN', 'unlock')).toBeNull();
    expect(DOOR.permissionFor('LOCKED', 'kick')).toBe('Door_Force');
    expect(DOOR.permissionFor('OPEN', 'kick')).toBeNull();
  });

  it('getTarget throws a typed error saying why', () => {
    expect(DOOR.getTarget('OPEN', 'close', ['Door_Use'])).toBe('CLOSED');
    expect(DOOR.getTarget('OPEN', 'close')).toBe('CLOSED');

    const notAllowed = (() => {
      try {
        DOOR.getTarget('OPEN', 'lock', ['Door_Lock']);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(notAllowed).toBeInstanceOf(TransitionError);
    expect((notAllowed as TransitionError).code).toBe('TRANSITION_NOT_ALLOWED');
    expect((notAllowed as TransitionError).message).toBe('Cannot lock when the status is OPEN.');

    const forbidden = (() => {
      try {
        DOOR.getTarget('CLOSED', 'lock', ['Door_Use']);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(forbidden).toBeInstanceOf(TransitionError);
    expect((forbidden as TransitionError).code).toBe('TRANSITION_FORBIDDEN');
    expect((forbidden as TransitionError).permission).toBe('Door_Lock');
  });

  it('refuses two moves for one action from one state', () => {
    expect(() =>
      defineTransitions<Door, DoorAction>([
        { from: 'OPEN', to: 'CLOSED', action: 'close', permission: 'Door_Use' },
        { from: ['LOCKED', 'OPEN'], to: 'LOCKED', action: 'close', permission: 'Door_Use' },
      ]),
    ).toThrow('Duplicate transition: close from OPEN');
  });
});
