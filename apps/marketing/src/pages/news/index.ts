export { newsArticlePage, newsArticlePageById } from './news-article-page.tsx';
export { type NewsArticle, type NewsCategory, newsArticles, newsCategories } from './news-content.ts';
export { NewsListPage } from './news-list-page.tsx';
