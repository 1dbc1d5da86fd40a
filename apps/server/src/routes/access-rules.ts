import { RoleSchema, type Role } from '@cephalo/shared/roles';

/**
 * Who may call each API route: the one list the authentication gate (api-routes.ts) enforces.
 * A route missing here cannot be registered (the server refuses to start), so a new endpoint is
 * closed until someone decides who may use it. Roles follow the decisions' table of screens:
 * patients reach their diary, forecast and profile; doctors their patients and their own
 * profile; clinic administrators their clinic; the assistant is for patients and doctors.
 * A rule may also ask for a plan that includes the diary. The gate (access-gate.ts) fills each
 * route's OpenAPI `security` and its 401/403 answers in from its rule: routes do not write them.
 */
export interface AccessRule {
  /** No session needed: logging in, registering, the mailed links, health. */
  isPublic?: true;
  roles?: readonly Role[];
  /** The 403 detail for a signed-in role that is not allowed. */
  refusal?: string;
  /**
   * What the caller's plan must include besides the role (403 with the address that upgrades it
   * otherwise): the diary, calendar and forecast are not part of every plan (spec section 1).
   */
  planIncludes?: 'diary';
}

const PATIENT: AccessRule = { roles: ['USER'] };
/** Counted from or part of the diary: the plan must include it, as for the diary itself. */
const PATIENT_WITH_DIARY: AccessRule = { roles: ['USER'], planIncludes: 'diary' };
const DOCTOR: AccessRule = { roles: ['DOCTOR'] };
const ADMIN: AccessRule = { roles: ['CLINIC_ADMIN'] };
const SIGNED_IN: AccessRule = { roles: ['USER', 'DOCTOR', 'CLINIC_ADMIN'] };
const PATIENT_OR_DOCTOR: AccessRule = { roles: ['USER', 'DOCTOR'] };
export const ASSISTANT_ROLE_DETAIL = 'The assistant is for patients and doctors. Clinic administrators manage the clinic and cannot ask questions.';
const ASSISTANT: AccessRule = { roles: ['USER', 'DOCTOR'], refusal: ASSISTANT_ROLE_DETAIL };
const PUBLIC: AccessRule = { isPublic: true };

export const ACCESS_RULES: Record<string, AccessRule> = {
  'POST /api/token': PUBLIC,
  'POST /api/token/renew': SIGNED_IN,
  'POST /api/register': PUBLIC,
  'POST /api/verify-email': PUBLIC,
  'POST /api/resend-verification': PUBLIC,
  'POST /api/forgot-password': PUBLIC,
  'POST /api/reset-password-email': PUBLIC,
  'POST /api/unsubscribe': PUBLIC,
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,

  'POST /api/logout': SIGNED_IN,
  'GET /api/me': SIGNED_IN,
  'PUT /api/me/name': SIGNED_IN,
  'POST /api/me/name-asked': SIGNED_IN,
  'PUT /api/me/interface-language': SIGNED_IN,
  'POST /api/reset-password': SIGNED_IN,
  'GET /api/weather/current': SIGNED_IN,
  'GET /api/weather/forecast': SIGNED_IN,
  'GET /api/clinic/:id': SIGNED_IN,

  'GET /api/profile': PATIENT,
  'PUT /api/profile': PATIENT,
  'GET /api/patient/doctor': PATIENT,
  'GET /api/profile/access-log': PATIENT,
  'GET /api/profile/export': PATIENT,
  'DELETE /api/profile': PATIENT,
  'GET /api/profile/photo': PATIENT_OR_DOCTOR,
  'POST /api/profile/photo': PATIENT_OR_DOCTOR,
  'DELETE /api/profile/photo': PATIENT_OR_DOCTOR,
  'GET /api/profile/limit': PATIENT_OR_DOCTOR,

  'POST /api/diaries': PATIENT_WITH_DIARY,
  'GET /api/diaries/user': PATIENT_WITH_DIARY,
  'GET /api/diaries/:id/user': PATIENT_WITH_DIARY,
  'POST /api/diaries/attacks': PATIENT_WITH_DIARY,
  'POST /api/diaries/attacks/end': PATIENT_WITH_DIARY,
  'GET /api/predict/diaries': PATIENT_WITH_DIARY,

  'GET /api/outcomes': PATIENT_WITH_DIARY,
  'GET /api/treatments': PATIENT,
  'POST /api/treatments': PATIENT,
  'PUT /api/treatments/:id': PATIENT,
  'DELETE /api/treatments/:id': PATIENT,
  'GET /api/midas': PATIENT,
  'POST /api/midas': PATIENT,
  'GET /api/report.pdf': PATIENT_WITH_DIARY,

  'GET /api/doctors/patients/:id': DOCTOR,
  'GET /api/doctors/patients/:id/outcomes': DOCTOR,
  'GET /api/doctors/patients/:id/treatments': DOCTOR,
  'POST /api/doctors/patients/:id/treatments': DOCTOR,
  'PUT /api/doctors/patients/:id/treatments/:treatmentId': DOCTOR,
  'DELETE /api/doctors/patients/:id/treatments/:treatmentId': DOCTOR,
  'GET /api/doctors/patients/:id/midas': DOCTOR,
  'GET /api/doctors/patients/:id/report.pdf': DOCTOR,
  'GET /api/doctors/patients/:id/fhir': DOCTOR,

  'GET /api/doctors': DOCTOR,
  'PUT /api/doctors': DOCTOR,
  'GET /api/doctors/patients': DOCTOR,
  'GET /api/diaries/user/:patientId': DOCTOR,

  'POST /api/chat-stream': ASSISTANT,
  'POST /api/chat-stream-demen': ASSISTANT,
  'GET /api/questions-dates-grouped/:agentId': ASSISTANT,
  'GET /api/questions-by-user/:agentId': ASSISTANT,
  'DELETE /api/questions/session/:agentId/:date': ASSISTANT,
  'DELETE /api/questions/:agentId/:questionId': ASSISTANT,
  'POST /api/transcribe': ASSISTANT,
  'POST /api/predict': ASSISTANT,
  'GET /api/generate': ASSISTANT,
  'GET /api/voice/capabilities': ASSISTANT,
  'GET /api/knowledge/:id': ASSISTANT,

  'GET /api/admin-clinic': ADMIN,
  'PUT /api/admin-clinic': ADMIN,
  'POST /api/admin-clinic/photo': ADMIN,
  'DELETE /api/admin-clinic/photo': ADMIN,
  'GET /api/admin-clinic/users': ADMIN,
  'POST /api/admin-clinic/users': ADMIN,
  'PATCH /api/admin-clinic/users/:id': ADMIN,
  'GET /api/admin-clinic/doctors': ADMIN,
  'POST /api/admin-clinic/doctors': ADMIN,
  'GET /api/admin-clinic/registration-keys': ADMIN,
  'POST /api/admin-clinic/registration-keys': ADMIN,
  'DELETE /api/admin-clinic/registration-keys/:id': ADMIN,
  'GET /api/admin-clinic/audit-log': ADMIN,
  'GET /api/admin-clinic/audit-log.csv': ADMIN,
};

/** The rule of a route as Fastify names it (HEAD follows GET; a trailing slash does not count). */
export function accessRuleOf(method: string, url: string): AccessRule | undefined {
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  return ACCESS_RULES[`${method === 'HEAD' ? 'GET' : method} ${path}`];
}

/** The OpenAPI `security` of a route under `rule`: the bearer token, unless the route is public. */
export const openApiSecurityOf = (rule: AccessRule): { bearerAuth: [] }[] | undefined => (rule.isPublic ? undefined : [{ bearerAuth: [] }]);

/**
 * The refusals the gate itself answers under `rule`: 401 without a valid session, 403 for a role the
 * rule does not name or a plan without what it needs. The route's own refusals (400, 404, ...) are its own.
 */
export const gateStatusesOf = (rule: AccessRule): (401 | 403)[] => {
  if (rule.isPublic) return [];
  const isRoleLimited = RoleSchema.options.some((role) => !rule.roles?.includes(role));
  return isRoleLimited || rule.planIncludes ? [401, 403] : [401];
};
