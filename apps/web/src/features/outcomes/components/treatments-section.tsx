import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlayerStop, IconPlus, IconTrash } from '@tabler/icons-react';
import { lightFormat } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import type { PreventiveTreatment } from '@cephalo/shared/outcomes';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormModal } from '../../../components/form-modal';
import { StatusNotice } from '../../../components/status-notice';
import { useCreateTreatment } from '../api/create-treatment';
import { useDeleteTreatment } from '../api/delete-treatment';
import { useTreatments } from '../api/get-treatments';
import { useUpdateTreatment } from '../api/update-treatment';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { formatLongDate } from '../format-numbers';
import type { OutcomesSubject } from '../outcomes-subject';
import { StopTreatmentModal } from './stop-treatment-modal';
import { TreatmentForm } from './treatment-form';
import { compareDayKeys } from '../../../lib/compare-day-keys';

interface TreatmentsSectionProps {
  subject: OutcomesSubject;
  /** Whose treatments, for the texts: "your" or the patient's name. */
  intro: string;
  order?: 2 | 3;
}

/** The preventive treatments, newest start first, with add, change, stop and delete. */
export function TreatmentsSection({ subject, intro, order = 2 }: TreatmentsSectionProps) {
  const t = useT();
  const formats = useDateFormats();
  const headingId = useId();
  const today = lightFormat(new Date(), 'yyyy-MM-dd');
  const treatments = useTreatments(subject);
  const [status, setStatus] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [stopping, setStopping] = useState<PreventiveTreatment | null>(null);
  const [changing, setChanging] = useState<PreventiveTreatment | null>(null);
  const [deleting, setDeleting] = useState<PreventiveTreatment | null>(null);
  const create = useCreateTreatment(subject, {
    onSuccess: (treatment) => {
      setIsAdding(false);
      setStatus(t('clinic.added', { name: treatment.name }));
    },
  });
  const update = useUpdateTreatment(subject, {
    onSuccess: (treatment) => {
      setStopping(null);
      setStatus(t('treatments.stopped', { name: treatment.name, date: formatLongDate(treatment.stopped_on ?? today, formats) }));
    },
  });
  const change = useUpdateTreatment(subject, {
    onSuccess: (treatment) => {
      setChanging(null);
      setStatus(t('treatments.changed', { name: treatment.name }));
    },
  });
  const remove = useDeleteTreatment(subject, {
    onSuccess: () => {
      setStatus(deleting ? t('treatments.deletedName', { name: deleting.name }) : t('treatments.deleted'));
      setDeleting(null);
    },
  });

  useEffect(() => {
    if (treatments.isError) console.warn('Cannot get the treatments', treatments.error);
  }, [treatments.isError, treatments.error]);

  const sorted = [...(treatments.data ?? [])].sort((a, b) => compareDayKeys(b.started_on, a.started_on));

  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId} id="treatments">
      <Stack gap="md">
        <Title order={order} size="h4" id={headingId}>
          {t('treatments.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {intro} {t('treatments.responseHint')}
        </Text>
        <StatusNotice message={status} onDismiss={() => setStatus(null)} />
        {treatments.isError && <Text>{t('treatments.loadError')}</Text>}
        {treatments.isSuccess && sorted.length === 0 && !isAdding && (
          <Text size="sm" c="dimmed">
            {t('treatments.none')}
          </Text>
        )}
        {sorted.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('treatments.list')} style={{ listStyle: 'none' }}>
            {sorted.map((treatment) => (
              <Group component="li" key={treatment.id} justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Text fw={600}>{treatment.name}</Text>
                  <Text size="sm" c="dimmed">
                    {treatment.stopped_on
                      ? t('treatments.startedStopped', {
                          start: formatLongDate(treatment.started_on, formats),
                          stop: formatLongDate(treatment.stopped_on, formats),
                        })
                      : t('treatments.startedTaken', { start: formatLongDate(treatment.started_on, formats) })}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={t('treatments.changeName', { name: treatment.name })}
                    onClick={() => {
                      change.reset();
                      setChanging(treatment);
                    }}
                  >
                    {t('treatments.change')}
                  </Button>
                  {!treatment.stopped_on && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlayerStop size={14} aria-hidden />}
                      aria-label={t('treatments.stopName', { name: treatment.name })}
                      onClick={() => {
                        update.reset();
                        setStopping(treatment);
                      }}
                    >
                      {t('treatments.stopShort')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    c="var(--cephalo-danger-text)"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={t('treatments.deleteName', { name: treatment.name })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(treatment);
                    }}
                  >
                    {t('common.delete')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {isAdding ? (
          <TreatmentForm
            today={today}
            isSaving={create.isPending}
            saveError={create.error}
            onSave={(treatment) => create.mutate(treatment)}
            onCancel={() => setIsAdding(false)}
          />
        ) : (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => {
                create.reset();
                setStatus(null);
                setIsAdding(true);
              }}
            >
              {t('treatments.add')}
            </Button>
          </Group>
        )}
      </Stack>
      <StopTreatmentModal
        treatment={stopping}
        today={today}
        isSaving={update.isPending}
        saveError={update.error}
        onStop={(stoppedOn) =>
          stopping && update.mutate({ id: stopping.id, treatment: { name: stopping.name, started_on: stopping.started_on, stopped_on: stoppedOn } })
        }
        onClose={() => setStopping(null)}
      />
      <FormModal opened={changing !== null} onClose={() => setChanging(null)} title={changing ? t('treatments.changeName', { name: changing.name }) : ''}>
        {changing && (
          <TreatmentForm
            today={today}
            treatment={changing}
            isSaving={change.isPending}
            saveError={change.error}
            onSave={(treatment) => change.mutate({ id: changing.id, treatment })}
            onCancel={() => setChanging(null)}
          />
        )}
      </FormModal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={deleting ? t('treatments.deleteTitle', { name: deleting.name }) : ''} centered>
        <Stack gap="md">
          <Text size="sm">{t('treatments.deleteText')}</Text>
          {remove.isError && <FormErrorAlert title={t('treatments.notDeleted')} error={remove.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              {t('treatments.keep')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
              {t('treatments.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
