export {
  type SignInDetails,
  type SignInFieldErrors,
  SignInForm,
  type SignInFormProps,
  type SignInMode,
  type SignInStep,
  signInTitles,
} from './sign-in-form.tsx';
