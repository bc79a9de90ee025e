/** A person as others know them: their first and last name, or their address when their profile has none. */
export function personName(
  profile: { firstName?: string | null; lastName?: string | null } | undefined,
  email: string,
) {
  return `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim() || email;
}
