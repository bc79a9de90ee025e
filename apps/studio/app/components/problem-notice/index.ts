export { ProblemNotice, type ProblemNoticeProps } from './problem-notice.tsx';
