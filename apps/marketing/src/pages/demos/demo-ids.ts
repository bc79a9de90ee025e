/**
 * The demos' ids, apart from their text so that the browser's route table stays small;
 * `demos-content.test.ts` keeps the two in step.
 */
export const demoIds = ['201', '202', '203', '204', '205', '206'] as const;
