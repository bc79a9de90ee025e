import { useSearchParams } from '@remix-run/react';
import { type CheckoutOutcome, CheckoutPanel } from '@taskwell/ui/checkout-panel';
import { Modal } from '@taskwell/ui/modal';
import { useEffect, useRef, useState } from 'react';

/** Props of {@link CheckoutReturnDialog}. */
export interface CheckoutReturnDialogProps {
  /** The status the loader read for `?session_id=`, or null when the page was not a return. */
  outcome: CheckoutOutcome | null;
  /** Called once for a completed checkout, to refresh plan and balance (spec §4). */
  onComplete: () => void;
}

/**
 * The page a checkout that left the studio comes back to (`?session_id=`): how it ended, in a
 * dialog over the page; closing it drops the id from the address.
 */
export function CheckoutReturnDialog({ outcome, onComplete }: CheckoutReturnDialogProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(outcome !== null);
  const refreshed = useRef(false);

  useEffect(() => {
    if (outcome === null) return;
    setOpen(true);
    if (outcome.status === 'complete' && !refreshed.current) {
      refreshed.current = true;
      onComplete();
    }
  }, [outcome, onComplete]);

  const close = () => {
    setOpen(false);
    if (searchParams.has('session_id')) {
      const next = new URLSearchParams(searchParams);
      next.delete('session_id');
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };

  if (outcome === null) return null;
  return (
    <Modal open={open} onOpenChange={(next) => (next ? setOpen(true) : close())} title="Checkout">
      <CheckoutPanel state={{ state: 'finished', outcome }} onClose={close} />
    </Modal>
  );
}
