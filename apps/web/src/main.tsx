import './app/mantine-styles';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

// The frame and the screen of the address are fetched at once (their pages preload them too).
const firstScreen = preloadFirstScreen(window.location);
const root = createRoot(rootElement);
// The first render waits for that code: a signed-in screen's page already shows its first paint
// (app/first-paint.ts), which React then replaces by the real frame and screen in one commit,
// instead of by the loading frame first and the screen a moment later (one render less on a
// slow phone). The first render is a transition: React renders it in slices of a few
// milliseconds instead of one long task, so the phone stays responsive (Total Blocking Time).
// It also waits for the page to have painted once (a frame, then a task): when the code is
// already there (cached), React would otherwise replace the first paint before it is ever shown.
// A tab opened in the background gets no frames: there the timer goes first.
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
void Promise.all([firstScreen, afterFirstPaint()]).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
