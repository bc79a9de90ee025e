export { LazySignInModal } from './lazy-sign-in-modal.tsx';
export {
  isPrivateMatch,
  isSignInDestination,
  type PrivateRouteHandle,
  privateRoute,
  type StaysAfterSignInHandle,
  staysAfterSignIn,
} from './private-route.ts';
export type { SignInModalProps } from './sign-in-modal.tsx';
