export { AutomationOrigin, automationHref } from './automation-origin.tsx';
