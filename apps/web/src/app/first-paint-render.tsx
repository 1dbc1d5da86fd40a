import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import { i18n, loadAppTexts } from '../i18n/i18n';
import { applyLanguage } from '../i18n/language-store';
import type { ChatFirstPaintTexts } from './chat-first-paint';
import { chatFirstPaintTexts } from './chat-first-paint-texts';
import { AppFrame } from './routes/app-frame';
import { PublicLayout } from './routes/public-layout';
import { SCREENS, type Screen } from './screens';
import { cssVariablesResolver, theme } from './theme';

/**
 * Issue 14 (first and largest contentful paint on a phone) and issue 33 (one source for each
 * screen): each screen's page carries, inside <div id="root">, the screen as its own components
 * draw it, rendered here at build time with React's static prerenderer (the build's first step,
 * `vite build --ssr`; first-paint-pages.ts writes it into the pages). A signed-in screen shows the
 * frame (AppFrame, without the person's navigation) and its firstPaint (screens.ts) inside; a
 * public screen its firstPaint in PublicLayout, or nothing. The page's stylesheets are the app's:
 * Mantine's static CSS files and the screen's CSS modules (build/screen-pages.ts links them).
 *
 * React replaces the markup when the app has started (main.tsx): the app's first render draws
 * the same components in the same places, so nothing moves. Until then the markup is inert:
 * a copy of a form must not take input that the app's form would lose, nor submit itself.
 */

const noop = () => undefined;

const inProviders = (screen: Screen, content: ReactNode) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={screen.path}>{content}</StaticRouter>
      </QueryClientProvider>
    </I18nProvider>
  </MantineProvider>
);

const drawn = (screen: Screen, Content: ComponentType | null) =>
  screen.isSignedIn ? (
    <AppFrame isDrawerOpen={false} onToggleDrawer={noop} onCloseDrawer={noop}>
      {Content && <Content />}
    </AppFrame>
  ) : (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={Content && <Content />} />
      </Route>
    </Routes>
  );

/** PageTitle's <title>: the page keeps its own in <head>, which the app sets once it runs. */
const withoutTitle = (markup: string) => markup.replace(/<title>[^<]*<\/title>/g, '');

/**
 * The first paint of the screen at `path` (as written in screens.ts) in the interface language
 * `code`, for inside <div id="root">; null for a public screen without one (its page stays empty:
 * what it shows depends on its link).
 */
export async function renderFirstPaint(path: string, code: InterfaceLanguageCode = DEFAULT_INTERFACE_LANGUAGE): Promise<string | null> {
  const screen = SCREENS.find((candidate) => candidate.path === path);
  if (!screen) throw new Error(`no screen ${path}`);
  // Drawn in the language of the page it goes into (issue 36, point 6): the server answers each
  // reader with the page in their language, and the app then draws the same words in place.
  await applyLanguage(code);
  await loadAppTexts();
  const Content = screen.firstPaint ? await screen.firstPaint() : null;
  if (!screen.isSignedIn && !Content) return null;
  // prerender waits for every lazy part. One that failed or never arrived would be left to scripts
  // the Content-Security-Policy refuses (React's fallback and its swap): the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(inProviders(screen, drawn(screen, Content)), {
    onError: (error) => void errors.push(error),
    // One piece: React would otherwise outline a large Suspense boundary and insert it by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const markup = withoutTitle(await new Response(prelude).text());
  if (errors.length > 0) throw new Error(`the first paint of ${path} could not be drawn`, { cause: errors[0] });
  if (/<template|<script/.test(markup)) throw new Error(`the first paint of ${path} waits for a part that does not arrive at build time`);
  return `<div inert style="display:contents">${markup}</div>`;
}

/** What the build writes into the pages of one language. */
export interface LanguageFirstPaints {
  /** Every screen's first paint by its path. */
  paints: Record<string, string | null>;
  /** The words of the chat page's script (chat-first-paint.ts). */
  chatTexts: ChatFirstPaintTexts;
}

/** Every screen's first paint in every interface language (first-paint-pages.ts asks for them all at once). */
export async function renderFirstPaints(): Promise<Record<InterfaceLanguageCode, LanguageFirstPaints>> {
  const languages: Partial<Record<InterfaceLanguageCode, LanguageFirstPaints>> = {};
  // One language after the other: the texts are those of the one Lingui instance's active language.
  for (const { code } of INTERFACE_LANGUAGES) {
    const paints: Record<string, string | null> = {};
    for (const screen of SCREENS) paints[screen.path] = await renderFirstPaint(screen.path, code);
    languages[code] = { paints, chatTexts: chatFirstPaintTexts() };
  }
  return languages as Record<InterfaceLanguageCode, LanguageFirstPaints>;
}
