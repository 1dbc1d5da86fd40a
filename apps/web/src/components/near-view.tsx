import type { ReactNode } from 'react';
import { useHasBeenNearView } from '../hooks/use-has-been-near-view';

/**
 * Renders `children` once this place has come near the window (and keeps them): for a part far
 * below the first screen, whose code, requests and rendering would otherwise compete with what
 * the screen shows first (issue 14). Until then it holds one pixel, so the observer has a target.
 */
export function NearView({ children, margin }: { children: ReactNode; margin?: string }) {
  const { ref, hasBeenNear } = useHasBeenNearView<HTMLDivElement>(margin);
  return (
    <div ref={ref} style={hasBeenNear ? undefined : { minHeight: 1 }}>
      {hasBeenNear ? children : null}
    </div>
  );
}
