import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { Clinic, ClinicUpdate } from '@cephalo/shared/clinic';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ClinicFormSchema, clinicToForm, formToClinicUpdate, type ClinicFormValues } from '../clinic-form-values';

interface EditClinicModalProps {
  opened: boolean;
  clinic: Clinic;
  isSaving: boolean;
  saveError: unknown;
  onSave: (changes: ClinicUpdate) => void;
  onClose: () => void;
}

const CLINIC_FIELDS = ['name', 'phone_number', 'website', 'address', 'zip', 'city', 'state', 'country'] as const;

function EditClinicForm({ clinic, isSaving, saveError, onSave, onClose }: Omit<EditClinicModalProps, 'opened'>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ClinicFormValues>({
    resolver: zodResolver(ClinicFormSchema),
    defaultValues: clinicToForm(clinic),
  });
  // The server's refusal of a field shows under it; the alert is for the rest.
  const { isAlertNeeded } = useServerFieldErrors(saveError, CLINIC_FIELDS, setError);
  const submit = handleSubmit((form) => onSave(formToClinicUpdate(form)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
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
        {isAlertNeeded && (
          <FormErrorAlert title="Your changes were not saved" error={saveError} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The clinic's name, phone number, website and address (spec section 2, Clinic admin profile). */
export function EditClinicModal({ opened, onClose, ...formProps }: EditClinicModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Clinic Profile" centered radius="lg" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <EditClinicForm onClose={onClose} {...formProps} />
    </Modal>
  );
}
