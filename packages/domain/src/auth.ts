import { z } from 'zod';
import { tooLongMessage } from './fields.ts';
import { MAX_PASSWORD_LENGTH, MESSAGES, MIN_PASSWORD_LENGTH } from './messages.ts';

const passwordTooLong = tooLongMessage('Password', MAX_PASSWORD_LENGTH);

const email = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(320, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail));

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const resetPasswordRequestSchema = z.object({ email });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * Signed in: newPassword (+ currentPassword unless the change is forced).
 * From a reset link: newPassword + token, no session needed.
 */
export const changePasswordRequestSchema = z.object({
  newPassword: z
    .string({ error: MESSAGES.newPasswordTooShort })
    .min(MIN_PASSWORD_LENGTH, MESSAGES.newPasswordTooShort)
    .max(MAX_PASSWORD_LENGTH, passwordTooLong),
  currentPassword: z
    .string({ error: MESSAGES.currentPasswordRequired })
    .min(1, MESSAGES.currentPasswordRequired)
    .max(MAX_PASSWORD_LENGTH, passwordTooLong)
    .optional(),
  // A token that cannot be one reads like any other dead link.
  token: z
    .string({ error: MESSAGES.resetTokenInvalid })
    .min(1, MESSAGES.resetTokenInvalid)
    .max(200, MESSAGES.resetTokenInvalid)
    .optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The client-side form: adds the confirmation, which is never sent. */
export function changePasswordFormSchema(forced: boolean) {
  return (
    z
      .object({
        currentPassword: forced
          ? z.string().optional()
          : z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired),
        newPassword: z
          .string({ error: MESSAGES.newPasswordTooShort })
          .min(MIN_PASSWORD_LENGTH, MESSAGES.newPasswordTooShort),
        confirmPassword: z
          .string({ error: MESSAGES.confirmPasswordRequired })
          .min(1, MESSAGES.confirmPasswordRequired),
      })
      // An empty confirmation already says "Please confirm"; the mismatch is only worth saying after.
      .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
        message: MESSAGES.passwordsDontMatch,
        path: ['confirmPassword'],
      })
  );
}

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  role: z.string(),
  authType: z.string(),
  mustChangePassword: z.boolean(),
  /** ISO timestamp of the account's creation (the profile card's Joined date). */
  createdAt: z.string(),
  isEmulating: z.boolean().optional(),
  realUserId: z.string().optional(),
  realUserRole: z.string().optional(),
  realUserFirstName: z.string().nullable().optional(),
  realUserLastName: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** One row of the emulation switcher. */
export const emulationCandidateSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
});
export type EmulationCandidate = z.infer<typeof emulationCandidateSchema>;

export const emulationStartRequestSchema = z.object({ userId: z.string().min(1).max(100) });

export const messageSchema = z.object({ message: z.string() });

/** Every 4xx/5xx body: a message, and for validation failures the message per field. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A 409 for an exclusive job already running: that job, for the screen to follow. */
  jobId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { EMULATION_HEADER, EMULATION_STORAGE_KEY } from './http-headers.ts';
