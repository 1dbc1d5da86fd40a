import { SimpleGrid, TextInput } from '@mantine/core';
import type { Clinic, ClinicUpdate } from '@cephalo/shared/clinic';
import { PhoneNumberField } from '../../../components/form/phone-number-field';
import { SaveChangesForm } from '../../../components/form/save-changes-form';
import { saveDialog } from '../../../components/form/save-dialog';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';
import type { SaveDialogProps } from '../../../hooks/use-save-dialog';
import { ClinicFormSchema, clinicToForm, formToClinicUpdate } from '../clinic-form-values';

type EditClinicModalProps = SaveDialogProps<ClinicUpdate> & { clinic: Clinic };

const CLINIC_FIELDS = ['name', 'phone_number', 'website', 'address', 'zip', 'city', 'state', 'country'] as const;

function EditClinicForm({ clinic, onSave, ...dialog }: Omit<EditClinicModalProps, 'opened'>) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const { register, handleSubmit, errors, isAlertNeeded } = useServerCheckedForm({
    schema: ClinicFormSchema,
    defaultValues: clinicToForm(clinic),
    saveError: dialog.saveError,
    serverFields: CLINIC_FIELDS,
  });

  return (
    <SaveChangesForm dialog={dialog} onSubmit={handleSubmit((form) => onSave(formToClinicUpdate(form)))} isAlertNeeded={isAlertNeeded}>
      <TextInput label={t('profile.name')} autoComplete="organization" data-autofocus error={fieldMessage(errors.name?.message)} {...register('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PhoneNumberField registration={register('phone_number')} error={fieldMessage(errors.phone_number?.message)} />
        <TextInput
          label={t('clinic.website')}
          type="url"
          autoComplete="url"
          placeholder="clinic.example"
          error={fieldMessage(errors.website?.message)}
          {...register('website')}
        />
      </SimpleGrid>
      <TextInput label={t('clinic.address')} autoComplete="street-address" error={fieldMessage(errors.address?.message)} {...register('address')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('clinic.zip')} autoComplete="postal-code" error={fieldMessage(errors.zip?.message)} {...register('zip')} />
        <TextInput label={t('clinic.city')} autoComplete="address-level2" error={fieldMessage(errors.city?.message)} {...register('city')} />
        <TextInput label={t('clinic.state')} autoComplete="address-level1" error={fieldMessage(errors.state?.message)} {...register('state')} />
        <TextInput label={t('clinic.country')} autoComplete="country-name" error={fieldMessage(errors.country?.message)} {...register('country')} />
      </SimpleGrid>
    </SaveChangesForm>
  );
}

/** The clinic's name, phone number, website and address (spec section 2, Clinic admin profile). */
export const EditClinicModal = saveDialog<EditClinicModalProps>(EditClinicForm, { title: 'clinic.editTitle', size: 'lg' });
