export { isPrivateMatch, type PrivateRouteHandle, privateRoute } from './private-route.ts';
export { SignInModal, type SignInModalProps } from './sign-in-modal.tsx';
