/** A person's names as the app keeps them. */
interface PersonNames {
  firstName: string;
  lastName: string;
  username: string;
}

/**
 * How a person is shown: their full name, and two letters for their avatar; the username stands
 * in for either when the names are empty.
 */
export function personName({ firstName, lastName, username }: PersonNames) {
  return {
    fullName: `${firstName} ${lastName}`.trim() || username,
    initials: ((firstName[0] ?? '') + (lastName[0] ?? '')).toUpperCase() || username.slice(0, 2).toUpperCase(),
  };
}
