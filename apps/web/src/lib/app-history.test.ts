import { describe, expect, it, vi } from 'vitest';
import { type HeldNavigation, createAppHistory } from './app-history';
import { browserBackend, memoryBackend } from './history-backends';

describe('app history', () => {
  it('pushes, replaces and goes back, counting its position', () => {
    const history = createAppHistory(memoryBackend('/orders?page=2#lines'));
    expect(history.location).toMatchObject({
      pathname: '/orders',
      search: '?page=2',
      hash: '#lines',
      key: 'default',
    });
    expect(history.index).toBe(0);
    const seen: string[] = [];
    history.listen((action, location) => seen.push(`${action} ${location.pathname}${location.search}`));
    history.push('/orders/7', { from: 'list' });
    expect(history.index).toBe(1);
    expect(history.location.state).toEqual({ from: 'list' });
    history.replace({ pathname: '/orders/7', search: '?tab=lines' });
    expect(history.index).toBe(1);
    history.go(-1);
    expect(history.index).toBe(0);
    expect(seen).toEqual(['PUSH /orders/7', 'REPLACE /orders/7?tab=lines', 'POP /orders?page=2']);
  });

  it('makes hrefs and resolves partial paths against the current one', () => {
    const history = createAppHistory(memoryBackend('/orders'));
    expect(history.createHref({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
    expect(history.encodeLocation?.('?q=1')).toEqual({ pathname: '/orders', search: '?q=1', hash: '' });
  });

  it('holds a guarded move until it is confirmed', () => {
    const history = createAppHistory(memoryBackend('/form'));
    let held: HeldNavigation | null = null;
    const release = history.block(
      ({ nextLocation }) => nextLocation.pathname !== '/form',
      (h) => (held = h),
    );
    history.push('/form#other-tab');
    expect(history.location.hash).toBe('#other-tab');
    history.push('/elsewhere');
    expect(history.location.pathname).toBe('/form');
    held!.reset();
    expect(history.location.pathname).toBe('/form');
    history.push('/elsewhere');
    held!.proceed();
    expect(history.location.pathname).toBe('/elsewhere');
    release();
  });

  it('undoes a guarded back move and replays it on confirmation', () => {
    const history = createAppHistory(memoryBackend('/list'));
    history.push('/form');
    let held: HeldNavigation | null = null;
    const listener = vi.fn();
    history.listen(listener);
    const release = history.block(
      () => true,
      (h) => (held = h),
    );
    history.go(-1);
    expect(history.location.pathname).toBe('/form');
    expect(history.index).toBe(1);
    expect(listener).not.toHaveBeenCalled();
    release();
    held!.proceed();
    expect(history.location.pathname).toBe('/list');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets moves through once released', () => {
    const history = createAppHistory(memoryBackend('/form'));
    const release = history.block(
      () => true,
      () => undefined,
    );
    release();
    history.push('/elsewhere');
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('keeps its entries in the browser history with their position', () => {
    window.history.replaceState(null, '', '/start');
    const history = createAppHistory(browserBackend(window));
    history.push('/next?x=1');
    expect(window.location.pathname).toBe('/next');
    expect(window.history.state).toMatchObject({ idx: history.index, usr: null });
    expect(createAppHistory(browserBackend(window)).index).toBe(history.index);
  });
});
