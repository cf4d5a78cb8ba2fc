import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, loginRequestSchema } from './auth.ts';
import { MESSAGES } from './messages.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('login schema', () => {
  it('uses the spec messages', () => {
    expect(messages(loginRequestSchema.safeParse({ email: 'x', password: '' }))).toEqual({
      email: MESSAGES.invalidEmail,
      password: MESSAGES.passwordRequired,
    });
  });
  it('normalises the email', () => {
    expect(loginRequestSchema.parse({ email: '  Shop@Demo.TEST ', password: 'p' }).email).toBe(
      'shop@demo.test',
    );
  });
});

describe('change password form', () => {
  it('asks for the current password only when the change is not forced', () => {
    const input = { newPassword: 'long-enough', confirmPassword: 'long-enough' };
    expect(changePasswordFormSchema(true).safeParse(input).success).toBe(true);
    expect(messages(changePasswordFormSchema(false).safeParse(input))).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
    });
  });
  it('reports length, missing confirmation and mismatch on the right fields', () => {
    expect(
      messages(changePasswordFormSchema(true).safeParse({ newPassword: 'short', confirmPassword: '' })),
    ).toEqual({
      newPassword: MESSAGES.newPasswordTooShort,
      confirmPassword: MESSAGES.confirmPasswordRequired,
    });
    expect(
      messages(
        changePasswordFormSchema(true).safeParse({
          newPassword: 'long-enough',
          confirmPassword: 'other-one',
        }),
      ),
    ).toEqual({ confirmPassword: MESSAGES.passwordsDontMatch });
  });
});
