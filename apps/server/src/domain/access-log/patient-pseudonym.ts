/**
 * How the trail names a patient without their name: the start of their account id, which the
 * trail holds anyway. A patient's own actions (a download) are stored under it, so an erasure
 * leaves no name behind in the trail; while the account exists the views show the name instead.
 */
export const patientPseudonym = (patientId: string): string => `Patient ${patientId.slice(0, 8)}`;
