/**
 * What a signed-in screen shows first, written into its HTML page at build time (vite.config.ts,
 * firstPaintPages) so a phone paints it as soon as the HTML and the stylesheet arrive, before
 * any JavaScript has run (issue 14: first and largest contentful paint). The screen draws the
 * same words from here, so the page and the app cannot drift apart.
 */
export interface ScreenIntro {
  title: string;
  intro: string;
}

export const DIARY_HISTORY_INTRO: ScreenIntro = {
  title: 'Diary history',
  intro: 'Your diary days, and the headache forecast and temperatures for the next five days.',
};

export const LOGIN_INTRO: ScreenIntro = {
  title: 'Login to your account',
  intro: 'Welcome back! Please enter your details.',
};
