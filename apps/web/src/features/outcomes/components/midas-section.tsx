import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { MidasScore } from '@cephalo/shared/outcomes';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
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
    <SectionCard title={t('midas.title')}>
      <Text size="sm">{t('midas.intro')}</Text>
      <div role="status" aria-live="polite">
        {result && (
          <Alert color="cephalo" title={t('midas.yourScore')} withCloseButton closeButtonLabel={t('common.dismiss')} onClose={() => setResult(null)}>
            {midasGradeText(result.grade, result.score, t)}
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
            {t('midas.fillIn')}
          </Button>
        </Group>
      )}
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('midas.grades', {
            grades: Object.entries(MIDAS_GRADE_MEANINGS)
              .map(([grade, { range, meaning }]) => `${grade} (${t(range)}) ${t(meaning)}`)
              .join(', '),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('midas.copyright')}
        </Text>
      </Stack>
      {scores.isError && <Text>{t('midas.earlierError')}</Text>}
      {scores.data && scores.data.length > 0 && <MidasHistory scores={scores.data} caption={t('midas.earlier')} />}
    </SectionCard>
  );
}
