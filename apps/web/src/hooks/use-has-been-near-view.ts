import { useCallback, useState } from 'react';

/**
 * True once the element has come within `margin` of the window, and from then on: what sits far
 * below the first screen (the trends under the month grid, their chart with chart.js, about
 * 56 kB compressed) loads and renders only then, so it does not share a phone's first moments
 * with what is on screen. A callback ref, because the element may appear only after its data.
 * The ref starts the observer itself (and its cleanup stops it) instead of keeping the element
 * in state: a state update from a ref made React draw the screen again, synchronously, in the
 * task of its first commit (issue 14, Total Blocking Time).
 */
export function useHasBeenNearView<Element extends HTMLElement>(margin = '200px') {
  const [hasBeenNear, setHasBeenNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (hasBeenNear || !element) return;
      // Without the observer (old browsers), the chart loads at once.
      if (typeof IntersectionObserver === 'undefined') return setHasBeenNear(true);
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setHasBeenNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [hasBeenNear, margin],
  );
  return { ref, hasBeenNear };
}
