import type { Decorator } from '@storybook/react-vite';

/** Renders a story 390 px wide, a phone's width, in Storybook and in the story tests alike. */
export const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 390 }}>
    <Story />
  </div>
);

/** The globals of a story shown at a phone's width in Storybook's toolbar. */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };
