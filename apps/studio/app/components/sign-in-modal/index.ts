export {
  isPrivateMatch,
  isSignInDestination,
  type PrivateRouteHandle,
  privateRoute,
  type StaysAfterSignInHandle,
  staysAfterSignIn,
} from './private-route.ts';
export { SignInModal, type SignInModalProps } from './sign-in-modal.tsx';
