import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Clinic } from '@cephalo/shared/clinic';
import { displayText } from '@cephalo/shared/profile-text';
import { DetailList } from '../../../components/detail-list';
import { PhotoEditor } from '../../../components/photo-editor';
import { useT } from '../../../i18n/use-t';
import { useDeleteClinicPhoto } from '../api/delete-clinic-photo';
import { useUploadClinicPhoto } from '../api/upload-clinic-photo';
import { addressLines, websiteHref } from '../clinic-form-values';
import defaultClinicPhoto from '../default-clinic-photo.svg';
import { PhoneNumber } from '../../../components/phone-number';

/** The clinic's photo (Update, Delete), name, phone, website and address block. */
export function ClinicProfileCard({ clinic, onEdit }: { clinic: Clinic; onEdit: () => void }) {
  const t = useT();
  const uploadPhoto = useUploadClinicPhoto();
  const deletePhoto = useDeleteClinicPhoto();
  const website = displayText(clinic.website);
  const phone = displayText(clinic.phone_number);
  const address = addressLines(clinic);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="clinic-name">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <PhotoEditor url={clinic.profile_photo_url} kind="clinic" upload={uploadPhoto} remove={deletePhoto} radius="md" fallback={defaultClinicPhoto} />
        <Stack gap="md" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={2} size="h3" id="clinic-name" style={{ overflowWrap: 'anywhere' }}>
              {displayText(clinic.name)}
            </Title>
            <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={onEdit}>
              {t('profile.edit')}
            </Button>
          </Group>
          <DetailList
            labelWidth={110}
            items={[
              { label: t('profile.phone'), value: phone && <PhoneNumber phone={phone} /> },
              { label: t('clinic.website'), value: website && <WebsiteText website={website} /> },
              {
                label: t('clinic.address'),
                value: address.length > 0 && (
                  <Text component="address" size="sm" fs="normal">
                    {address.map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {line}
                      </span>
                    ))}
                  </Text>
                ),
              },
            ]}
          />
        </Stack>
      </Group>
    </Card>
  );
}

/** A website text: a link when it reads as a web address, plain text otherwise (the form accepts any text). */
function WebsiteText({ website }: { website: string }) {
  const href = websiteHref(website);
  return href ? (
    <Anchor size="sm" href={href} target="_blank" rel="noopener noreferrer">
      {website}
    </Anchor>
  ) : (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      {website}
    </Text>
  );
}
