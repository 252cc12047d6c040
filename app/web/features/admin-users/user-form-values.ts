import type { Choice } from '../admin-shared/choice';
import type { SecurityUser, SecurityUserPayload } from './user-types';

/** Passwords shorter than this are refused (the server's rule, checked here first). */
export const MIN_PASSWORD_LENGTH = 8;

/** The user dialog's fields. */
export interface UserFormValues {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: Choice[];
  /** Only when adding a user. */
  password: string;
  confirm_password: string;
}

export const NEW_USER_FORM: UserFormValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  active: true,
  roles: [],
  password: '',
  confirm_password: '',
};

/** The form for an existing user: everything but a password. */
export const userToFormValues = (user: SecurityUser): UserFormValues => ({
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  active: user.active,
  roles: user.roles.map((role) => ({ value: role.id, text: role.name })),
  password: '',
  confirm_password: '',
});

/** The body of `POST /users/` (with the password) or `PUT /users/{pk}` (without), text trimmed. */
export function userPayload(values: UserFormValues, creating: boolean): SecurityUserPayload {
  return {
    username: values.username.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    active: values.active,
    roles: values.roles.map((role) => role.value),
    ...(creating ? { password: values.password } : {}),
  };
}

/** Why a new password is refused, or true. */
export const checkPassword = (password: string): true | string =>
  password.length >= MIN_PASSWORD_LENGTH || `Use at least ${MIN_PASSWORD_LENGTH} characters.`;

/** Why an email address is refused, or true: something@somewhere, no spaces. */
export const checkEmail = (email: string): true | string =>
  email.trim() === '' ? 'Enter an email address.' : /^[^\s@]+@[^\s@]+$/.test(email.trim()) || 'Enter a valid email address.';

/** The form field a field of the API's validation answer belongs to, or null. */
export function userFormField(apiField: string): keyof UserFormValues | null {
  const fields: readonly string[] = ['username', 'first_name', 'last_name', 'email', 'active', 'roles', 'password'];
  return fields.includes(apiField) ? (apiField as keyof UserFormValues) : null;
}
