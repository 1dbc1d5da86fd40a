import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { Reference } from '@cephalo/shared/chat';
import { useKnowledgeArticle } from '../api/get-knowledge-article';
import { SourceLinks } from './answer-references';
import { KnowledgeArticleBody } from './knowledge-article-body';
import classes from './knowledge-article.module.css';
import { useT } from '../../../i18n/use-t';

interface KnowledgeArticleModalProps {
  opened: boolean;
  /** The entry an answer stands on; its title heads the dialog while the article loads. */
  reference: Reference | null;
  onClose: () => void;
}

/**
 * "Read more": the whole knowledge-base entry behind an answer, with its sources (decisions:
 * Assistant). Mantine's modal keeps the keyboard inside, closes on Escape and gives the focus
 * back to the button that opened it.
 */
export function KnowledgeArticleModal({ opened, reference, onClose }: KnowledgeArticleModalProps) {
  const article = useKnowledgeArticle(reference?.id ?? null);
  const t = useT();
  let content: React.ReactNode;
  if (article.isSuccess) {
    content = (
      <>
        <KnowledgeArticleBody markdown={article.data.body} />
        {article.data.sources.length > 0 && (
          <section>
            <h3 className={classes.sourcesHeading}>{t('chat.sources')}</h3>
            <SourceLinks sources={article.data.sources} />
          </section>
        )}
      </>
    );
  } else if (article.isError) {
    content = <Text>{t('chat.articleNotLoaded')}</Text>;
  } else {
    content = (
      <Stack gap="xs" aria-label={t('chat.loadingArticle')}>
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={article.data?.title ?? reference?.title ?? t('chat.readMore')}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': t('chat.closeArticle') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.35 } }}
    >
      <div aria-busy={article.isPending}>{content}</div>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  );
}
