import { SimpleGrid, TextInput } from '@mantine/core';
import type { Clinic, ClinicUpdate } from '@cephalo/shared/clinic';
import { SaveForm } from '../../../components/form/save-form';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { FormModal } from '../../../components/form-modal';
import type { SaveDialogProps } from '../../../hooks/use-save-dialog';
import { ClinicFormSchema, clinicToForm, formToClinicUpdate } from '../clinic-form-values';

type EditClinicModalProps = SaveDialogProps<ClinicUpdate> & { clinic: Clinic };

const CLINIC_FIELDS = ['name', 'phone_number', 'website', 'address', 'zip', 'city', 'state', 'country'] as const;

function EditClinicForm({ clinic, isSaving, saveError, onSave, onClose }: Omit<EditClinicModalProps, 'opened'>) {
  const { register, handleSubmit, errors, isAlertNeeded } = useServerCheckedForm({
    schema: ClinicFormSchema,
    defaultValues: clinicToForm(clinic),
    saveError,
    serverFields: CLINIC_FIELDS,
  });

  return (
    <SaveForm
      onSubmit={handleSubmit((form) => onSave(formToClinicUpdate(form)))}
      submitLabel="Save Changes"
      isSaving={isSaving}
      onCancel={onClose}
      refusal={isAlertNeeded ? { title: 'Your changes were not saved', error: saveError } : null}
    >
      <TextInput label="Name" autoComplete="organization" data-autofocus error={errors.name?.message} {...register('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Phone number" type="tel" autoComplete="tel" error={errors.phone_number?.message} {...register('phone_number')} />
        <TextInput label="Website" type="url" autoComplete="url" placeholder="clinic.example" error={errors.website?.message} {...register('website')} />
      </SimpleGrid>
      <TextInput label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Zip code" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
        <TextInput label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextInput label="State" autoComplete="address-level1" error={errors.state?.message} {...register('state')} />
        <TextInput label="Country" autoComplete="country-name" error={errors.country?.message} {...register('country')} />
      </SimpleGrid>
    </SaveForm>
  );
}

/** The clinic's name, phone number, website and address (spec section 2, Clinic admin profile). */
export function EditClinicModal({ opened, onClose, ...formProps }: EditClinicModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit Clinic Profile" size="lg">
      <EditClinicForm onClose={onClose} {...formProps} />
    </FormModal>
  );
}
