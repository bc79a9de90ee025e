/**
 * The articles' ids, apart from their text so that the browser's route table stays small;
 * `news-content.test.ts` keeps the two in step.
 */
export const newsArticleIds = ['123', '124', '125', '126', '127', '128', '129'] as const;
