import { Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { PreventiveTreatment } from '@cephalo/shared/outcomes';
import { SaveForm } from '../../../components/form/save-form';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  const [stoppedOn, setStoppedOn] = useState(today < treatment.started_on ? treatment.started_on : today);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stoppedOn === '') return setProblem(t('treatments.enterStopDate'));
    if (stoppedOn < treatment.started_on) return setProblem(t('validation.The stop date must not be before the start'));
    setProblem(null);
    onStop(stoppedOn);
  };
  const fieldError = problem ?? stopDateError(saveError);
  return (
    <SaveForm
      onSubmit={submit}
      submitLabel={t('treatments.stop')}
      isSaving={isSaving}
      onCancel={onClose}
      refusal={saveError != null && stopDateError(saveError) === null ? { title: t('treatments.notChanged'), error: saveError } : null}
    >
      <Text size="sm">{t('treatments.stopText')}</Text>
      <TextInput
        type="date"
        label={t('treatments.stoppedOn')}
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
  const t = useT();
  const { treatment, onClose } = props;
  return (
    <FormModal opened={treatment !== null} onClose={onClose} title={treatment ? t('treatments.stopName', { name: treatment.name }) : ''}>
      {treatment && <StopForm {...props} treatment={treatment} />}
    </FormModal>
  );
}
