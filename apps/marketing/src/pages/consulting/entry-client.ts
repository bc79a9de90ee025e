// The browser's entry of the consulting page: hydrates what the prerender wrote.
import { hydratePage } from '../../hydrate-page.tsx';
import { ConsultingPage } from './consulting-page.tsx';

hydratePage(ConsultingPage);
