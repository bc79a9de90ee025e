// The browser's entry of the demo list and of every demo: the address says which.
import { hydratePage } from '../../hydrate-page.tsx';
import { DemoListPage } from './demo-list-page.tsx';
import { demoPageById } from './demo-page.tsx';

const id = /^\/demos\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
hydratePage(id === undefined ? DemoListPage : demoPageById(id));
