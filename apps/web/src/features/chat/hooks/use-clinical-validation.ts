import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 4: none, then pending on request, then approved 5 seconds later. Client only. */
export type ValidationStatus = 'none' | 'pending' | 'approved';
export const CLINICAL_VALIDATION_DELAY_MS = 5000;

/**
 * The clinical-validation status of each answer, by answer id, for as long as the chat is open.
 * No server is asked: the specification keeps this a client-side flow.
 */
export function useClinicalValidation({ onApproved }: { onApproved: () => void }) {
  const [statuses, setStatuses] = useState<Readonly<Record<string, ValidationStatus>>>({});
  const timers = useRef(new Map<string, number>());
  const onApprovedRef = useRef(onApproved);

  useEffect(() => {
    onApprovedRef.current = onApproved;
  }, [onApproved]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const requestValidation = useCallback((answerId: string) => {
    if (timers.current.has(answerId)) return;
    setStatuses((current) => ({ ...current, [answerId]: 'pending' }));
    const timer = window.setTimeout(() => {
      setStatuses((current) => ({ ...current, [answerId]: 'approved' }));
      onApprovedRef.current();
    }, CLINICAL_VALIDATION_DELAY_MS);
    // Kept after approval too, so an answer is validated once.
    timers.current.set(answerId, timer);
  }, []);

  const statusOf = useCallback((answerId: string): ValidationStatus => statuses[answerId] ?? 'none', [statuses]);

  return { statusOf, requestValidation };
}
