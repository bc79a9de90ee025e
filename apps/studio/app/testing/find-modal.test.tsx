import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findModal } from './find-modal.ts';

// The helper waits for the state a click needs, not for the dialog's mere presence.
describe('findModal', () => {
  it('should wait until the dialog takes pointer events, and give it then', async () => {
    const { container } = render(
      <div role="dialog" aria-label="Checkout" style={{ pointerEvents: 'none' }}>
        Pay
      </div>,
    );
    const dialog = container.querySelector('[role="dialog"]') as HTMLElement;
    let given = false;
    const found = findModal('Checkout').then((element) => {
      given = true;
      return element;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(given).toBe(false);
    dialog.style.pointerEvents = 'auto';
    expect(await found).toBe(dialog);
  });

  it('should fail when the dialog never takes pointer events', async () => {
    render(<div role="dialog" aria-label="Inert" />);
    await expect(findModal('Inert', { timeout: 200 })).rejects.toThrow();
  });
});
