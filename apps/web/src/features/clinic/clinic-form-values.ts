import { z } from 'zod';
import type { Clinic, ClinicUpdate } from '@cephalo/shared/clinic';
import { displayText } from '@cephalo/shared/profile-text';

/** The clinic edit modal (spec section 2). Spec section 5: no client validation; the server checks. */
export const ClinicFormSchema = z.object({
  name: z.string(),
  phone_number: z.string(),
  website: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type ClinicFormValues = z.infer<typeof ClinicFormSchema>;

export const clinicToForm = (clinic: Clinic): ClinicFormValues => ({
  name: displayText(clinic.name),
  phone_number: displayText(clinic.phone_number),
  website: displayText(clinic.website),
  address: displayText(clinic.address),
  zip: displayText(clinic.zip),
  city: displayText(clinic.city),
  state: displayText(clinic.state),
  country: displayText(clinic.country),
});

/** Every field of the form is sent; an emptied one is stored as empty. Coordinates are left as they are. */
export const formToClinicUpdate = (form: ClinicFormValues): ClinicUpdate => ({ ...form });

/** "https://example.org" for a stored "example.org", so the link leaves the app. */
/** The link of a website text, or null when the text is not a web address (the form accepts any text). */
export const websiteHref = (website: string): string | null => {
  if (!/^(https?:\/\/)?[\w-]+(\.[\w-]+)*\.[a-z]{2,}(:\d+)?(\/\S*)?$/i.test(website.trim())) return null;
  return /^https?:\/\//i.test(website) ? website.trim() : `https://${website.trim()}`;
};

/** The address block: street; zip and city; state; country. Empty lines are left out. */
export const addressLines = (clinic: Clinic): string[] =>
  [
    displayText(clinic.address),
    [displayText(clinic.zip), displayText(clinic.city)].filter(Boolean).join(' '),
    displayText(clinic.state),
    displayText(clinic.country),
  ].filter((line) => line.trim() !== '');
