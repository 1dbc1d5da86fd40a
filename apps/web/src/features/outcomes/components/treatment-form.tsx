import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { PREVENTIVE_MEDICINES, type PreventiveTreatment, type PreventiveTreatmentCreate } from '@cephalo/shared/outcomes';
import { SaveForm } from '../../../components/form/save-form';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';
import { emptyTreatmentForm, formToTreatment, TREATMENT_FIELDS, TreatmentFormSchema, treatmentToForm } from '../treatment-form-values';

// The picker groups the list by kind; any other name may be typed.
const MEDICINE_GROUPS = [...new Set(PREVENTIVE_MEDICINES.map((medicine) => medicine.group))].map((group) => ({
  group,
  items: PREVENTIVE_MEDICINES.filter((medicine) => medicine.group === group).map((medicine) => medicine.name),
}));

interface TreatmentFormProps {
  today: string;
  /** The treatment to change; without it the form records a new one. */
  treatment?: PreventiveTreatment;
  isSaving: boolean;
  saveError: unknown;
  onSave: (treatment: PreventiveTreatmentCreate) => void;
  onCancel: () => void;
}

/**
 * A preventive treatment: medicine (from the list or typed), start date, optional stop date. New,
 * or a recorded one to correct (a mistyped name or start date).
 */
export function TreatmentForm({ today, treatment, isSaving, saveError, onSave, onCancel }: TreatmentFormProps) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { register, control, handleSubmit, errors, isAlertNeeded } = useServerCheckedForm({
    schema: TreatmentFormSchema,
    defaultValues: treatment ? treatmentToForm(treatment) : emptyTreatmentForm(today),
    saveError,
    serverFields: TREATMENT_FIELDS,
  });

  return (
    <SaveForm
      onSubmit={handleSubmit((form) => onSave(formToTreatment(form)))}
      submitLabel={treatment ? t('treatments.saveChanges') : t('treatments.save')}
      isSaving={isSaving}
      onCancel={onCancel}
      refusal={isAlertNeeded ? { title: t('treatments.notSaved'), error: saveError } : null}
      label={treatment ? t('treatments.changeName', { name: treatment.name }) : t('treatments.new')}
      gap="sm"
    >
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <Autocomplete
            label={t('treatments.medicine')}
            description={t('treatments.medicineHint')}
            data={MEDICINE_GROUPS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldMessage(fieldState.error?.message)}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
            required
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="date" label={t('treatments.startedOn')} required error={fieldMessage(errors.started_on?.message)} {...register('started_on')} />
        <TextInput
          type="date"
          label={t('treatments.stoppedOn')}
          description={t('treatments.stoppedOnHint')}
          error={fieldMessage(errors.stopped_on?.message)}
          {...register('stopped_on')}
        />
      </SimpleGrid>
    </SaveForm>
  );
}
