import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlayerStop, IconPlus, IconTrash } from '@tabler/icons-react';
import { format } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import type { PreventiveTreatment } from '@cephalo/shared/outcomes';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { FormModal } from '../../../components/form-modal';
import { StatusNotice } from '../../../components/status-notice';
import { useCreateTreatment } from '../api/create-treatment';
import { useDeleteTreatment } from '../api/delete-treatment';
import { useTreatments } from '../api/get-treatments';
import { useUpdateTreatment } from '../api/update-treatment';
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
  const headingId = useId();
  const today = format(new Date(), 'yyyy-MM-dd');
  const treatments = useTreatments(subject);
  const [status, setStatus] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [stopping, setStopping] = useState<PreventiveTreatment | null>(null);
  const [changing, setChanging] = useState<PreventiveTreatment | null>(null);
  const [deleting, setDeleting] = useState<PreventiveTreatment | null>(null);
  const create = useCreateTreatment(subject, {
    onSuccess: (treatment) => {
      setIsAdding(false);
      setStatus(`${treatment.name} has been added.`);
    },
  });
  const update = useUpdateTreatment(subject, {
    onSuccess: (treatment) => {
      setStopping(null);
      setStatus(`${treatment.name} is stopped from ${formatLongDate(treatment.stopped_on ?? today)}.`);
    },
  });
  const change = useUpdateTreatment(subject, {
    onSuccess: (treatment) => {
      setChanging(null);
      setStatus(`The changes to ${treatment.name} have been saved.`);
    },
  });
  const remove = useDeleteTreatment(subject, {
    onSuccess: () => {
      setStatus(`${deleting?.name ?? 'The treatment'} has been deleted.`);
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
          Preventive treatments
        </Title>
        <Text size="sm" c="dimmed">
          {intro} The response is read in months 2-3 of a treatment against the 90 days before it.
        </Text>
        <StatusNotice message={status} onDismiss={() => setStatus(null)} />
        {treatments.isError && <Text>The treatments could not be loaded. Please try again in a moment.</Text>}
        {treatments.isSuccess && sorted.length === 0 && !isAdding && (
          <Text size="sm" c="dimmed">
            No preventive treatments recorded yet.
          </Text>
        )}
        {sorted.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Treatments" style={{ listStyle: 'none' }}>
            {sorted.map((treatment) => (
              <Group component="li" key={treatment.id} justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Text fw={600}>{treatment.name}</Text>
                  <Text size="sm" c="dimmed">
                    Started {formatLongDate(treatment.started_on)}
                    {treatment.stopped_on ? `, stopped ${formatLongDate(treatment.stopped_on)}` : ', still taken'}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={`Change ${treatment.name}`}
                    onClick={() => {
                      change.reset();
                      setChanging(treatment);
                    }}
                  >
                    Change
                  </Button>
                  {!treatment.stopped_on && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlayerStop size={14} aria-hidden />}
                      aria-label={`Stop ${treatment.name}`}
                      onClick={() => {
                        update.reset();
                        setStopping(treatment);
                      }}
                    >
                      Stop
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    c="var(--cephalo-danger-text)"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Delete ${treatment.name}`}
                    onClick={() => {
                      remove.reset();
                      setDeleting(treatment);
                    }}
                  >
                    Delete
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
              Add treatment
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
      <FormModal opened={changing !== null} onClose={() => setChanging(null)} title={changing ? `Change ${changing.name}` : ''}>
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
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={deleting ? `Delete ${deleting.name}?` : ''} centered>
        <Stack gap="md">
          <Text size="sm">The treatment and its dates are removed for good; its response is no longer shown. To record that it ended, stop it instead.</Text>
          {remove.isError && <FormErrorAlert title="The treatment was not deleted" error={remove.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              Keep it
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
              Delete treatment
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
