/**
 * The name to greet a user with: the profile name when there is one, else the e-mail's local part
 * made readable ('jane.doe+jobs@x.io' -> 'Jane Doe'). Empty when neither gives anything.
 */
export function displayName(email: string, name?: string | null): string {
  const fromName = name?.trim();
  if (fromName) return fromName;
  const local = email.split('@')[0]?.split('+')[0] ?? '';
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
