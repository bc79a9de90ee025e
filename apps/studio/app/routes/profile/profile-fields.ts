import { z } from 'zod';

// The contract's limits: names at most 100 characters, the organization at most 200.
const name = (what: string) =>
  z.string().trim().min(1, `Please enter your ${what}.`).max(100, `Your ${what} can have at most 100 characters.`);

/** The profile form's fields as the action accepts them. */
export const profileFields = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  organization: z.string().trim().max(200, 'The organization legal name can have at most 200 characters.'),
});

/** The saved fields of the profile form. */
export type ProfileFields = z.infer<typeof profileFields>;

/** Problems with single fields of the profile form. */
export type ProfileFieldErrors = Partial<Record<keyof ProfileFields, string>>;

/** The fields' problems, the first one per field. */
export function profileFieldErrors(error: z.ZodError): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === 'firstName' || field === 'lastName' || field === 'organization') errors[field] ??= issue.message;
  }
  return errors;
}
