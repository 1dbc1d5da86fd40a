import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/**
 * React's root in the page's `<div id="root">`; `render` draws the app. The first render is a
 * transition: React renders it in slices of a few milliseconds instead of one long task, so the
 * phone stays responsive (Total Blocking Time).
 */
export function createAppRoot(container: HTMLElement): { render(): void } {
  const root = createRoot(container);
  return {
    render: () =>
      startTransition(() => {
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      }),
  };
}
