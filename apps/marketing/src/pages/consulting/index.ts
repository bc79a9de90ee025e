export { ConsultingPage } from './consulting-page.tsx';
