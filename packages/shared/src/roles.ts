import { z } from 'zod';

/** Account roles. Anyone who is neither DOCTOR nor CLINIC_ADMIN is a patient (USER). */
export const RoleSchema = z.enum(['USER', 'DOCTOR', 'CLINIC_ADMIN']);
export type Role = z.infer<typeof RoleSchema>;

export const isPatientRole = (role: string | null | undefined): boolean => role != null && role !== 'DOCTOR' && role !== 'CLINIC_ADMIN';
