import './app/mantine-styles';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

const root = createRoot(rootElement);
// The first render as a transition: React renders it in slices of a few milliseconds instead of
// one long task, so a slow phone stays responsive while the screen builds (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
