/** Validation and status texts the spec fixes word for word; client and server share them. */
export const MESSAGES = {
  invalidEmail: 'Please enter a valid business email address',
  passwordRequired: 'Password is required',
  newPasswordTooShort: 'Password must be at least 8 characters',
  userPasswordTooShort: 'Password must be at least 8 characters long',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  currentPasswordRequired: 'Current password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  organizationNameRequired: 'Organization name is required',
  resetNeutral: 'If an account exists with that email, a password reset link has been sent.',
  invalidCredentials: 'Invalid email or password',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden: you do not have access to this resource',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChangeRequired: 'You must change your password before continuing',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
/** Bounds argon2 work per request; far above any real passphrase. */
export const MAX_PASSWORD_LENGTH = 256;
