import { Alert, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ATTACK_START_PRESETS } from '@cephalo/shared/diary-attack';
import { DIARY_SCALE } from '@cephalo/shared/diary-fields';
import { HEADACHE_SYMPTOM_FIELDS, type HeadacheSymptomField } from '@cephalo/shared/diary-headache-details';
import { attackErrorMessage, useRecordAttack, type RecordedAttack } from '../api/record-attack';
import { attackStart } from '../attack-times';
import { useRecentMedicines } from '../hooks/use-recent-medicines';
import { PAIN_LOCATIONS, quickAnswerLabel } from '../quick-answers';
import { ChoiceChips } from './choice-chips';
import { useT, type Translate } from '../../../i18n/use-t';
import { useDiaryFieldLabel } from '../../../i18n/use-diary-field-label';

const INTENSITIES = Array.from({ length: DIARY_SCALE.max - DIARY_SCALE.min + 1 }, (_, index) => DIARY_SCALE.min + index);
/** "Now", "15 min ago", "2 h ago" (attack-times.ts's presets). */
const startLabel = (minutesAgo: number, t: Translate) => {
  if (minutesAgo === 0) return t('diary.now');
  return minutesAgo < 60 ? t('attack.minutesAgo', { minutes: minutesAgo }) : t('attack.hoursAgo', { hours: minutesAgo / 60 });
};
const toggled = <Value,>(values: readonly Value[], value: Value) => (values.includes(value) ? values.filter((kept) => kept !== value) : [...values, value]);

export interface AttackSheetProps {
  opened: boolean;
  onClose: () => void;
  /** Saved, or kept on the device while offline. */
  onRecorded: (recorded: RecordedAttack) => void;
}

/**
 * "Headache now" (issue 34): when it started, how strong it is, and optionally where, which
 * symptoms and which medicine, all tapped, none typed. Opening, the intensity and Save are three
 * taps; another start than now is the fourth. The end comes later, with "It ended".
 */
export function AttackSheet({ opened, onClose, onRecorded }: AttackSheetProps) {
  const medicines = useRecentMedicines(opened);
  const t = useT();
  const fieldLabel = useDiaryFieldLabel();
  const [minutesAgo, setMinutesAgo] = useState<number>(0);
  const [intensity, setIntensity] = useState<number | null>(null);
  const [isIntensityMissing, setIsIntensityMissing] = useState(false);
  const [locations, setLocations] = useState<string[]>([]);
  const [symptoms, setSymptoms] = useState<HeadacheSymptomField[]>([]);
  const [pickedMedicines, setPickedMedicines] = useState<string[]>([]);
  const intensityLabelId = useId();
  const record = useRecordAttack({
    onSuccess: (recorded) => {
      setMinutesAgo(0);
      setIntensity(null);
      setLocations([]);
      setSymptoms([]);
      setPickedMedicines([]);
      onRecorded(recorded);
    },
  });

  const save = () => {
    if (intensity === null) {
      setIsIntensityMissing(true);
      return;
    }
    record.mutate({
      ...attackStart(minutesAgo),
      headache_intensity: intensity,
      headache_pain_location: locations.length > 0 ? locations.join(', ') : null,
      symptoms,
      medication_taken: pickedMedicines.length > 0 ? pickedMedicines.join(', ') : null,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('attack.title')}
      size="lg"
      radius="md"
      yOffset="2dvh"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <ChoiceChips
          label={t('attack.start')}
          options={ATTACK_START_PRESETS.map((minutes) => ({ value: String(minutes), label: startLabel(minutes, t) }))}
          selected={[String(minutesAgo)]}
          onToggle={(value) => setMinutesAgo(Number(value))}
        />
        <div role="group" aria-labelledby={intensityLabelId}>
          <Text id={intensityLabelId} size="sm" fw={600} mb={2}>
            {t('attack.intensity')}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {t('diary.intensityHint', { min: 1, max: 10 })}
          </Text>
          <SimpleGrid cols={5} spacing={8}>
            {INTENSITIES.map((value) => (
              <Button
                key={value}
                type="button"
                size="md"
                px={0}
                variant={intensity === value ? 'filled' : 'default'}
                aria-pressed={intensity === value}
                aria-label={t('attack.intensityOf', { value, max: DIARY_SCALE.max })}
                onClick={() => {
                  setIntensity(value);
                  setIsIntensityMissing(false);
                }}
              >
                {value}
              </Button>
            ))}
          </SimpleGrid>
          {isIntensityMissing && (
            <Text size="sm" c="var(--mantine-color-error)" mt={6} role="alert">
              {t('attack.intensityMissing')}
            </Text>
          )}
        </div>
        <ChoiceChips
          label={t('attack.where')}
          hint={t('attack.optional')}
          options={PAIN_LOCATIONS.map((location) => ({ value: location, label: quickAnswerLabel(location, t) }))}
          selected={locations}
          onToggle={(location) => setLocations((current) => toggled(current, location))}
        />
        <ChoiceChips
          label={t('attack.symptoms')}
          hint={t('attack.optional')}
          options={HEADACHE_SYMPTOM_FIELDS.map((symptom) => ({ value: symptom, label: fieldLabel(symptom) }))}
          selected={symptoms}
          onToggle={(symptom) => setSymptoms((current) => toggled(current, symptom as HeadacheSymptomField))}
        />
        {medicines.length > 0 && (
          <ChoiceChips
            label={t('attack.medicine')}
            hint={t('attack.medicineHint')}
            options={medicines.map((medicine) => ({ value: medicine, label: medicine }))}
            selected={pickedMedicines}
            onToggle={(medicine) => setPickedMedicines((current) => toggled(current, medicine))}
          />
        )}
        {record.error != null && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('diary.notSaved')}>
            {attackErrorMessage(record.error)}
          </Alert>
        )}
        {/* Save stays in view at the bottom of the sheet while its choices scroll. */}
        <div style={{ position: 'sticky', bottom: 0, paddingBlock: 'var(--mantine-spacing-sm)', backgroundColor: 'var(--mantine-color-body)' }}>
          <Button type="button" size="md" fullWidth loading={record.isPending} onClick={save}>
            {t('attack.save')}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
