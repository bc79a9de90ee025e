export { MarkdownView, type MarkdownViewProps } from './markdown-view.tsx';
export { xssCorpus } from './xss-corpus.ts';
