/** The API's processes an operator starts, and the team's contact inbox script: bundled into dist/ (decision 184). */
export const productionEntries = {
  main: 'src/main.ts',
  'worker-main': 'src/worker-main.ts',
  'contact-messages': 'scripts/contact-messages.ts',
} as const;
