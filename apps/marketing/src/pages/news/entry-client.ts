// The browser's entry of the news list and of every article: the address says which.
import { hydratePage } from '../../hydrate-page.tsx';
import { newsArticlePageById } from './news-article-page.tsx';
import { NewsListPage } from './news-list-page.tsx';

const id = /^\/news\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
hydratePage(id === undefined ? NewsListPage : newsArticlePageById(id));
