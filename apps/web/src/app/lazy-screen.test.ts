import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Greeting = () => createElement('p', null, 'Good morning');
const inSuspense = (Screen: ReturnType<typeof lazyScreen>) => renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Screen)));

describe('lazyScreen', () => {
  it('draws the fallback while the code is not there', () => {
    const Screen = lazyScreen(() => new Promise<typeof Greeting>(() => undefined));
    const markup = inSuspense(Screen);
    expect(markup).toContain('loading');
    expect(markup).not.toContain('Good morning');
  });

  it('draws a preloaded screen at once, without suspending', async () => {
    const load = vi.fn(async () => Greeting);
    const Screen = lazyScreen(load);
    await Screen.preload();
    expect(inSuspense(Screen)).toBe('<!--$--><p>Good morning</p><!--/$-->');
  });

  it('downloads the code once however often it is asked for', async () => {
    const load = vi.fn(async () => Greeting);
    const Screen = lazyScreen(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
