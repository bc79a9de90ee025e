import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { style } from './tooltip.css.ts';

export interface TooltipProps {
  /** The short text; it also describes the trigger for screen readers. */
  content: ReactNode;
  /** One focusable element (a button, a link). */
  children: ReactElement;
}

/** A hint on hover and keyboard focus (Radix Tooltip); Escape hides it. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={style} sideOffset={6}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
