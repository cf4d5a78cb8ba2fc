import { z } from 'zod';
import { choice, optionalText, requiredText, tooLongMessage } from './fields.ts';
import { MAX_PASSWORD_LENGTH, MESSAGES, MIN_PASSWORD_LENGTH } from './messages.ts';
import { ROLES, type Role, effectiveRole } from './roles.ts';

/** Spec §5: the roles the create dialog offers. */
export const BUSINESS_USER_ROLES = [
  'shop_owner',
  'distributor',
  'marketing_firm',
  'sales_rep',
  'sales_manager',
] as const;

/**
 * Spec §6: the roles a viewer may assign or filter by. The server uses it to refuse anything
 * beyond, the screens to offer only these.
 */
export function assignableRoles(viewerRole: string | null | undefined): Role[] {
  const role = effectiveRole(viewerRole);
  switch (role) {
    case 'admin':
      return [...ROLES];
    case 'manufacturer':
      return ['manufacturer', 'sales_rep', 'sales_manager'];
    case 'marketing_firm':
      return ['marketing_firm', 'sales_manager', 'sales_rep'];
    case 'shop_owner':
      return ['shop_owner', 'sales_manager', 'sales_rep'];
    case 'distributor':
      return ['distributor', 'sales_rep', 'sales_manager'];
    default:
      return ['sales_rep', 'sales_manager'];
  }
}

/** The roles the create dialog offers a viewer: the spec §5 list narrowed by §6. */
export function creatableRoles(viewerRole: string | null | undefined): Role[] {
  const allowed = assignableRoles(viewerRole);
  return BUSINESS_USER_ROLES.filter((role) => allowed.includes(role));
}

export const USER_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_USER_PAGE_SIZE = 10;
export const USER_STATUSES = ['active', 'inactive', 'all'] as const;

export const USER_MESSAGES = {
  notFound: 'User not found',
  roleNotAllowed: 'You are not allowed to assign this role',
  otherOrganization: 'You can only manage users of your own organization',
  moveOrganization: 'Only administrators can move a user to another organization',
  ownRole: 'You cannot change your own role',
  ownStatus: 'You cannot deactivate your own account',
  ownDelete: 'You cannot delete your own account',
  lastAdmin: 'This is the last active administrator; assign another one first',
  statusAdminOnly: 'Only administrators can change the account status',
  passwordAdminOnly: 'Only administrators can reset passwords',
  hardDeleteAdminOnly: 'Only administrators can permanently delete users',
  emailTaken: 'A user with this email already exists',
  idMismatch: 'The id in the body does not match the address',
  organizationMissing: 'The organization does not exist',
  noOrganization: 'Your account has no organization; ask an administrator to create this user',
  // A changed email is where reset links go: only an administrator may point a colleague's elsewhere.
  emailAdminOnly: "Only administrators can change another user's email",
  manageAdmins: 'Only administrators can manage administrators',
} as const;

const email = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(320, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail));

const password = z
  .string({ error: MESSAGES.userPasswordTooShort })
  .min(MIN_PASSWORD_LENGTH, MESSAGES.userPasswordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** 'none' and '' mean no organization (spec §5). */
const organizationId = z
  .string({ error: 'Organization must be an organization ID' })
  .trim()
  .max(100, tooLongMessage('Organization ID', 100))
  .nullish()
  .transform((v) => (v && v !== 'none' ? v : null));

const roleSchema = choice('role', ROLES);
const firstName = requiredText('First name', 100, MESSAGES.firstNameRequired);
const lastName = requiredText('Last name', 100, MESSAGES.lastNameRequired);

/**
 * POST /api/auth/traditional/register. Only these keys are read: id, authType, password hashes,
 * isActive, createdAt … are dropped. confirmPassword is never sent.
 */
export const registerUserSchema = z.object({
  email,
  password,
  firstName,
  lastName,
  role: choice('role', BUSINESS_USER_ROLES),
  organizationId,
  phone: optionalText('Phone', 50),
  title: optionalText('Title', 100),
  department: optionalText('Department', 100),
  territory: optionalText('Territory', 100),
});
export type RegisterUserRequest = z.infer<typeof registerUserSchema>;

/**
 * PUT /api/users/{id}: any subset of the register fields (same rules), plus what only an edit
 * changes: any role the viewer may assign, the status, and a password where empty means "keep".
 */
const editable = registerUserSchema
  .pick({
    email: true,
    firstName: true,
    lastName: true,
    organizationId: true,
    phone: true,
    title: true,
    department: true,
    territory: true,
  })
  .partial().shape;
// Listed one by one only to keep the fields' order (the OpenAPI document's snapshot).
export const updateUserSchema = z.object({
  id: z.string().max(100).optional(),
  email: editable.email,
  firstName: editable.firstName,
  lastName: editable.lastName,
  role: roleSchema.optional(),
  organizationId: editable.organizationId,
  phone: editable.phone,
  title: editable.title,
  department: editable.department,
  territory: editable.territory,
  isActive: z.boolean().optional(),
  password: z
    .union([z.literal(''), password])
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type UpdateUserRequest = z.infer<typeof updateUserSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  territory: z.string().nullable(),
  managerId: z.string().nullable(),
  isActive: z.boolean(),
  authType: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const usersPageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(1_000_000)
    .default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(DEFAULT_USER_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  /** A role or 'all'. */
  role: z.union([z.literal('all'), roleSchema]).default('all'),
  /** An organization id, 'none' (no organization) or 'all'. Admins only. */
  organization: z.string().trim().max(100).default('all'),
  status: choice('status', USER_STATUSES).default('active'),
});
export type UsersPageQuery = z.infer<typeof usersPageQuerySchema>;

/**
 * What the viewer may do with one listed user, computed on the server by the rules that enforce
 * it (see user-actions.ts), so a screen offers only what will be accepted.
 */
export const userActionsSchema = z.object({
  /** Open Edit and save profile fields (names, phone, title, department, territory). */
  canEdit: z.boolean(),
  canChangeEmail: z.boolean(),
  canChangeRole: z.boolean(),
  /** The roles to offer in the edit dialog: assignable by the viewer and fitting the user's organization. */
  roleChoices: z.array(z.enum(ROLES)),
  canChangeOrganization: z.boolean(),
  /** The Account Status control (activate or deactivate in the edit dialog). */
  canChangeStatus: z.boolean(),
  canResetPassword: z.boolean(),
  /** The row's Deactivate action. */
  canDeactivate: z.boolean(),
  /** Permanently Delete. */
  canDelete: z.boolean(),
});
export type UserActions = z.infer<typeof userActionsSchema>;

export const userListItemSchema = userSchema.extend({ actions: userActionsSchema });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const usersPageSchema = z.object({
  users: z.array(userListItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

/** GET /api/users/stats: the summary cards, counted within what the viewer may see. */
export const userStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  adminUsers: z.number().int(),
  salesManagers: z.number().int(),
  salesReps: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/**
 * The create dialog: the register request's own rules plus confirmPassword (checked, never sent).
 * Its output is the request body with confirmPassword beside it.
 */
export const createUserFormSchema = registerUserSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
/** What the dialog's inputs hold: strings ('' for blank, 'none' for no organization). */
export type CreateUserFormValues = Required<
  Pick<
    z.input<typeof createUserFormSchema>,
    'email' | 'password' | 'confirmPassword' | 'firstName' | 'lastName' | 'role'
  >
> &
  Record<'organizationId' | 'phone' | 'title' | 'department', string>;

/** The edit dialog: everything optional; a non-blank password must match its confirmation. */
export const editUserFormSchema = z
  .object({
    email: z.string().trim().pipe(z.email(MESSAGES.invalidEmail)),
    firstName: z.string().trim().max(100, tooLongMessage('First name', 100)),
    lastName: z.string().trim().max(100, tooLongMessage('Last name', 100)),
    role: z.string(),
    organizationId: z.string(),
    phone: z.string().trim().max(50, tooLongMessage('Phone', 50)),
    title: z.string().trim().max(100, tooLongMessage('Title', 100)),
    department: z.string().trim().max(100, tooLongMessage('Department', 100)),
    isActive: z.boolean(),
    password: z.string().refine((v) => v === '' || v.length >= MIN_PASSWORD_LENGTH, {
      message: MESSAGES.userPasswordTooShort,
    }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password.trim() === '' || v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type EditUserFormValues = z.infer<typeof editUserFormSchema>;

/** "Showing x-y of n users" (spec §2). */
export function showingText(page: number, limit: number, total: number): string {
  if (total === 0) return 'Showing 0-0 of 0 users';
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return `Showing ${from}-${to} of ${total} users`;
}

/** Up to 5 numbered pages around the current one (spec §2). */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  let start = Math.max(1, page - Math.floor(size / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
