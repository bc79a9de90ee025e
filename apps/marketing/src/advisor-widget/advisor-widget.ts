// The widget script's entry (`advisor/widget.js` of the build): defines `window.TaskwellAdvisor`
// and nothing else on the host page.
import { mountAdvisor } from './mount-advisor.ts';

window.TaskwellAdvisor = { mount: mountAdvisor };
