// The admin console's users section and athlete approvals.
import { z } from 'zod';
import { ROLES } from '../enums.js';
import { personNameSchema } from '../localized.js';

export const userListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: personNameSchema,
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  athleteApproved: z.boolean().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserList = z.infer<typeof userListSchema>;

export const roleChangeSchema = z.object({ role: z.enum(ROLES) });

/** The user after a role change or its undo, with the change's id (what an undo names). */
export const roleChangeResultSchema = adminUserSchema.extend({ changeId: z.string() });
export type RoleChangeResult = z.infer<typeof roleChangeResultSchema>;

/** Undoes the role change with this id: the previous role and, for a change to athlete, the approval it replaced. */
export const roleChangeUndoSchema = z.object({ changeId: z.string().min(1).max(100) });

export const athleteApprovalQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'all']).default('pending'),
});

export const athleteApplicationSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  birthDate: z.string().nullable(),
  discipline: z.string().nullable(),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
  registeredAt: z.string(),
});
export type AthleteApplication = z.infer<typeof athleteApplicationSchema>;

export const athleteDecisionSchema = z.object({ approved: z.boolean() });
