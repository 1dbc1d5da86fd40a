import { Button } from '@mantine/core';

interface BusyLabelSubmitProps {
  label: string;
  /** The words while the request is under way, e.g. "Sending..." (spec section 2). */
  busyLabel: string;
  isBusy: boolean;
}

/** The full-width submit button of a public form whose words change while it works. */
export function BusyLabelSubmit({ label, busyLabel, isBusy }: BusyLabelSubmitProps) {
  return (
    // The label itself changes, so the busy state is read out too.
    <Button type="submit" fullWidth size="md" disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? busyLabel : label}
    </Button>
  );
}
