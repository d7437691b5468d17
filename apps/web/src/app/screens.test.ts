import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';
import { SCREEN_ROUTES } from './screen-routes';
import { SCREENS } from './screens';

describe('the screen registry', () => {
  it('has a page for every address the entry knows, and no other', () => {
    expect(SCREENS.map((screen) => screen.route)).toEqual([...SCREEN_ROUTES]);
  });

  it('gives the router every built screen under the shell', () => {
    const signedIn = createRoutes()[1]?.children?.[0]?.children ?? [];
    expect(signedIn.map((route) => route.path)).toEqual([undefined, ...SCREEN_ROUTES]);
  });
});
