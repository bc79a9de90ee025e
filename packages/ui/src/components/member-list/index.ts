export { ConfirmAction, type ConfirmActionProps } from './confirm-action.tsx';
export { MemberList, type MemberListProps, type MemberView } from './member-list.tsx';
