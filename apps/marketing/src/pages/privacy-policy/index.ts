export { PrivacyPolicyPage } from './privacy-policy-page.tsx';
