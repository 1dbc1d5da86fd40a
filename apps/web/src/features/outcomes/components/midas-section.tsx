import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { MidasScore } from '@cephalo/shared/outcomes';
import { SectionCard } from '../../../components/section-card';
import { useMidasScores } from '../api/get-midas-scores';
import { useSubmitMidas } from '../api/submit-midas';
import { MIDAS_GRADE_MEANINGS, midasGradeText } from '../midas-grade';
import { OWN_OUTCOMES } from '../outcomes-subject';
import { MidasForm } from './midas-form';
import { MidasHistory } from './midas-history';

/**
 * The MIDAS disability score on the patient's profile: the questionnaire, the score and grade it
 * gives, and the earlier scores. The copyright line stays under the form (docs/decisions/013).
 */
export function MidasSection() {
  const scores = useMidasScores(OWN_OUTCOMES);
  const [isAnswering, setIsAnswering] = useState(false);
  const [result, setResult] = useState<MidasScore | null>(null);
  const submit = useSubmitMidas({
    onSuccess: (score) => {
      setIsAnswering(false);
      setResult(score);
    },
  });

  useEffect(() => {
    if (scores.isError) console.warn('Cannot get the MIDAS scores', scores.error);
  }, [scores.isError, scores.error]);

  return (
    <SectionCard title="Headache disability (MIDAS)">
      <Text size="sm">
        Five questions about the days your headaches kept you from work, school, household work or time with others in the last 3 months. The score helps you
        and your doctor see how much migraine costs you and whether a treatment helps.
      </Text>
      <div role="status" aria-live="polite">
        {result && (
          <Alert color="cephalo" title="Your MIDAS score" withCloseButton closeButtonLabel="Dismiss" onClose={() => setResult(null)}>
            {midasGradeText(result.grade, result.score)}
          </Alert>
        )}
      </div>
      {isAnswering ? (
        <MidasForm isSaving={submit.isPending} saveError={submit.error} onSubmit={(answers) => submit.mutate(answers)} onCancel={() => setIsAnswering(false)} />
      ) : (
        <Group>
          <Button
            variant="light"
            leftSection={<IconClipboardList size={18} aria-hidden />}
            onClick={() => {
              submit.reset();
              setResult(null);
              setIsAnswering(true);
            }}
          >
            Fill in MIDAS
          </Button>
        </Group>
      )}
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          Grades:{' '}
          {Object.entries(MIDAS_GRADE_MEANINGS)
            .map(([grade, { range, meaning }]) => `${grade} (${range}) ${meaning}`)
            .join(', ')}
          .
        </Text>
        <Text size="xs" c="dimmed">
          MIDAS © Innovative Medical Research 1997. Questions in our words after the Migraine Disability Assessment (Stewart, Lipton et al.).
        </Text>
      </Stack>
      {scores.isError && <Text>Your earlier scores could not be loaded.</Text>}
      {scores.data && scores.data.length > 0 && <MidasHistory scores={scores.data} caption="Your earlier scores" />}
    </SectionCard>
  );
}
