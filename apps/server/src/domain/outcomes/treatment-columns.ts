import { preventiveTreatments } from '../../db/schema';

/** The columns of a stored preventive treatment that the API shows (PreventiveTreatmentSchema). */
export const treatmentColumns = {
  id: preventiveTreatments.id,
  name: preventiveTreatments.name,
  started_on: preventiveTreatments.startedOn,
  stopped_on: preventiveTreatments.stoppedOn,
};
