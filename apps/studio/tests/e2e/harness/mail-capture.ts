// The studio's harness captures mail with the shared capture server (written aside, then renamed).
export { type CapturedMail, mailsTo, startMailCapture } from '@taskwell/playwright-config/mail-capture';
