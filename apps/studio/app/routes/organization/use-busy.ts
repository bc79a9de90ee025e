import { useNavigation } from '@remix-run/react';

/** Whether the form of `intent` is being sent. */
export function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}
