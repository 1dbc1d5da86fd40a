import { describe, expect, it } from 'vitest';
import { DIARY_HISTORY_INTRO, firstPaintMarkup } from './first-paint';
import { withFirstPaint } from './first-paint-pages';
import { SCREEN_ROUTES, type ScreenRoute } from './screen-routes';

const screenOf = (file: string): ScreenRoute => {
  const screen = SCREEN_ROUTES.find((candidate) => candidate.file === file);
  if (!screen) throw new Error(`no screen ${file}`);
  return screen;
};

const PAGE = '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('the first paint written into a screen page', () => {
  it('draws the signed-in frame with the heading and intro the diary history screen shows', () => {
    const markup = firstPaintMarkup(screenOf('diary-history'));
    expect(markup).toMatch(/^<header class="frame-loading-header"><svg [^>]*aria-label="Cephalo"/);
    expect(markup).toContain('<h1 class="first-paint-title">Diary history</h1>');
    expect(markup).toContain(`<p class="first-paint-intro">${DIARY_HISTORY_INTRO.intro}</p>`);
  });

  it('draws only the frame for a signed-in screen whose words depend on the user or on data', () => {
    const markup = firstPaintMarkup(screenOf('ai'));
    expect(markup).toContain('<header class="frame-loading-header">');
    expect(markup).toMatch(/<div class="frame-loading-main"><\/div>$/);
    expect(markup).not.toContain('<h1');
  });

  it('leaves the public screens empty: their layout is not the frame', () => {
    const publicScreens = SCREEN_ROUTES.filter((screen) => !screen.isSignedIn);
    expect(publicScreens.map((screen) => screen.file)).toContain('login');
    for (const screen of publicScreens) expect(firstPaintMarkup(screen)).toBeNull();
  });

  it('puts the markup inside the root element and nowhere else', () => {
    const page = withFirstPaint(PAGE, '<header>x</header>');
    expect(page).toBe(PAGE.replace('<div id="root"></div>', '<div id="root"><header>x</header></div>'));
    expect(withFirstPaint(PAGE, null)).toBe(PAGE);
    expect(() => withFirstPaint('<div id="root">taken</div>', '<header>x</header>')).toThrow(/empty <div id="root">/);
  });
});
