import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';
import {
  assignableRoles,
  createUserFormSchema,
  creatableRoles,
  editUserFormSchema,
  pageWindow,
  registerUserSchema,
  showingText,
  updateUserSchema,
} from './users.ts';

describe('assignableRoles (spec §6)', () => {
  it('gives each viewer exactly the roles the spec lists', () => {
    expect(assignableRoles('admin')).toEqual([...ROLES]);
    expect(assignableRoles('manufacturer')).toEqual(['manufacturer', 'sales_rep', 'sales_manager']);
    expect(assignableRoles('marketing_firm')).toEqual(['marketing_firm', 'sales_manager', 'sales_rep']);
    expect(assignableRoles('shop_owner')).toEqual(['shop_owner', 'sales_manager', 'sales_rep']);
    expect(assignableRoles('distributor')).toEqual(['distributor', 'sales_rep', 'sales_manager']);
    expect(assignableRoles('sales_rep')).toEqual(['sales_rep', 'sales_manager']);
    expect(assignableRoles('sales_manager')).toEqual(['sales_rep', 'sales_manager']);
  });
  it('treats an unknown role as shop_owner and never lets a non-admin assign admin', () => {
    expect(assignableRoles('wizard')).toEqual(assignableRoles('shop_owner'));
    for (const role of ROLES.filter((r) => r !== 'admin'))
      expect(assignableRoles(role)).not.toContain('admin');
  });
  it('offers on create only the spec §5 roles within the viewer’s rights', () => {
    expect(creatableRoles('admin')).toEqual([
      'shop_owner',
      'distributor',
      'marketing_firm',
      'sales_rep',
      'sales_manager',
    ]);
    expect(creatableRoles('manufacturer')).toEqual(['sales_rep', 'sales_manager']);
  });
});

describe('user schemas', () => {
  it('register: spec messages, lower-cased email, none → no organization, extra keys dropped', () => {
    const bad = registerUserSchema.safeParse({
      email: 'x',
      password: '1234567',
      firstName: '',
      lastName: '',
      role: 'admin',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        MESSAGES.invalidEmail,
        MESSAGES.userPasswordTooShort,
        MESSAGES.firstNameRequired,
        MESSAGES.lastNameRequired,
      ]),
    );
    const ok = registerUserSchema.parse({
      email: ' A@B.TEST ',
      password: '12345678',
      firstName: 'A',
      lastName: 'B',
      role: 'sales_rep',
      organizationId: 'none',
      authType: 'oidc',
    });
    expect(ok).toMatchObject({ email: 'a@b.test', organizationId: null });
    expect(ok).not.toHaveProperty('authType');
  });
  it('update: an empty password means unchanged', () => {
    expect(updateUserSchema.parse({ password: '' }).password).toBeUndefined();
    expect(updateUserSchema.safeParse({ password: 'short' }).success).toBe(false);
  });
  it('forms: confirmation must match, on the confirmPassword field', () => {
    const base = {
      email: 'a@b.test',
      password: '12345678',
      confirmPassword: '12345679',
      firstName: 'A',
      lastName: 'B',
      role: 'sales_rep' as const,
      organizationId: 'none',
      phone: '',
      title: '',
      department: '',
    };
    const created = createUserFormSchema.safeParse(base);
    expect(created.error?.issues[0]).toMatchObject({
      message: MESSAGES.passwordsDontMatch,
      path: ['confirmPassword'],
    });
    const edit = {
      email: 'a@b.test',
      firstName: '',
      lastName: '',
      role: 'sales_rep',
      organizationId: 'none',
      phone: '',
      title: '',
      department: '',
      isActive: true,
      password: '',
      confirmPassword: 'x',
    };
    expect(editUserFormSchema.safeParse(edit).success).toBe(true);
    expect(editUserFormSchema.safeParse({ ...edit, password: 'abcdefgh' }).success).toBe(false);
  });
});

describe('pagination helpers (spec §2)', () => {
  it('says which users are shown', () => {
    expect(showingText(1, 10, 42)).toBe('Showing 1-10 of 42 users');
    expect(showingText(5, 10, 42)).toBe('Showing 41-42 of 42 users');
    expect(showingText(1, 10, 0)).toBe('Showing 0-0 of 0 users');
  });
  it('shows up to 5 page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
