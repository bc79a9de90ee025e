import type { Decorator, Preview } from '@storybook/react-vite';
import { themeClassNames } from '../src/styles/index.ts';

/** Puts the chosen theme's class on <html>, as the apps do. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  // Set while rendering, so the first paint of the story already has the theme.
  const root = document.documentElement;
  root.classList.remove(...Object.values(themeClassNames));
  root.classList.add(themeClassNames[theme]);
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
