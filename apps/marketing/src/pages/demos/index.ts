export { DemoListPage } from './demo-list-page.tsx';
export { demoPage, demoPageById } from './demo-page.tsx';
export { type Demo, type DemoCategory, demoCategories, demos, type Reel, splitAbstract } from './demos-content.ts';
