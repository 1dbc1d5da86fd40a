import { lazy, useState, type ComponentType } from 'react';

/**
 * A screen whose code loads when it is first shown, so /login does not download the calendar,
 * the chat or the clinic screens (issue 14). `preload` starts the download early; React.lazy
 * then finds it under way. A screen whose code is already there renders at once: React.lazy
 * suspends once even on a settled download, and on the first load (main.tsx waits for the
 * screen's code) React then threw away its render of the frame and the screen and did it again:
 * about a quarter of React's work on the first load of /ai (CPU profile at full speed, 222 -> 160 ms).
 */
export const lazyScreen = (load: () => Promise<ComponentType>) => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(preload);
  function LazyScreen() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Screen />;
  }
  return Object.assign(LazyScreen, { preload });
};
