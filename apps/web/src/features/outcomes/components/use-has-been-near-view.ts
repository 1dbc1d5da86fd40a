import { useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the window, and from then on. The chart
 * (chart.js, about 56 kB compressed) starts loading only then: on the calendar page it sits below
 * the month grid, so the grid and its entries do not share the first moments with it. A callback
 * ref, because the element appears only when the outcomes have loaded.
 */
export function useHasBeenNearView<Element extends HTMLElement>(margin = '200px') {
  const [element, setElement] = useState<Element | null>(null);
  const [hasBeenNear, setHasBeenNear] = useState(false);
  useEffect(() => {
    if (hasBeenNear || !element) return;
    // Without the observer (old browsers), the chart loads at once.
    if (typeof IntersectionObserver === 'undefined') return setHasBeenNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setHasBeenNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, hasBeenNear, margin]);
  return { ref: setElement, hasBeenNear };
}
