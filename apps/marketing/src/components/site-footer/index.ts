export { SiteFooter, type SiteFooterProps } from './site-footer.tsx';
