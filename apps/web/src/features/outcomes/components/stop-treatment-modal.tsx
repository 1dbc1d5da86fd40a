import { Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { PreventiveTreatment } from '@cephalo/shared/outcomes';
import { SaveForm } from '../../../components/form/save-form';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api-client';

interface StopTreatmentModalProps {
  treatment: PreventiveTreatment | null;
  today: string;
  isSaving: boolean;
  saveError: unknown;
  onStop: (stoppedOn: string) => void;
  onClose: () => void;
}

/** The server's message for the stop date, shown under the field. */
const stopDateError = (error: unknown): string | null =>
  isApiError(error) ? (error.fieldErrors.find((fieldError) => fieldError.field === 'stopped_on')?.message ?? null) : null;

function StopForm({ treatment, today, isSaving, saveError, onStop, onClose }: StopTreatmentModalProps & { treatment: PreventiveTreatment }) {
  const [stoppedOn, setStoppedOn] = useState(today < treatment.started_on ? treatment.started_on : today);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stoppedOn === '') return setProblem('Enter the stop date');
    if (stoppedOn < treatment.started_on) return setProblem('The stop date must not be before the start');
    setProblem(null);
    onStop(stoppedOn);
  };
  const fieldError = problem ?? stopDateError(saveError);
  return (
    <SaveForm
      onSubmit={submit}
      submitLabel="Stop treatment"
      isSaving={isSaving}
      onCancel={onClose}
      refusal={saveError != null && stopDateError(saveError) === null ? { title: 'The treatment was not changed', error: saveError } : null}
    >
      <Text size="sm">The treatment stays in the list with its dates, so its response can still be read.</Text>
      <TextInput
        type="date"
        label="Stopped on"
        required
        value={stoppedOn}
        onChange={(event) => setStoppedOn(event.currentTarget.value)}
        error={fieldError}
        data-autofocus
      />
    </SaveForm>
  );
}

/** Sets the stop date of a running treatment. */
export function StopTreatmentModal(props: StopTreatmentModalProps) {
  const { treatment, onClose } = props;
  return (
    <FormModal opened={treatment !== null} onClose={onClose} title={treatment ? `Stop ${treatment.name}` : ''}>
      {treatment && <StopForm {...props} treatment={treatment} />}
    </FormModal>
  );
}
