import { Stack, Text, type MantineSpacing } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useLastPageWhenGone, type ListPage } from '../hooks/use-list-page';
import { useT } from '../i18n/use-t';
import { ListPager, type ListNoun } from './list-pager';
import { ListSearch } from './list-search';

interface PagedListProps {
  list: ListPage;
  /** How many match on all pages, from the server's answer; undefined before the first one. */
  total: number | undefined;
  /** True while the previous page stays on screen and the asked one loads. */
  isPlaceholderData: boolean;
  /** What the list holds. */
  noun: ListNoun;
  /** What may be typed in the search: "Name, e-mail or phone number". */
  searchPlaceholder: string;
  gap: MantineSpacing;
  /** The page's rows or cards. */
  children: ReactNode;
}

/**
 * A list the server pages and searches (useListPage): the search box, the page (dimmed while the
 * next one loads) or the sentence that nothing matches, and the pager, which scrolls back to the
 * search when another page is chosen. A page emptied meanwhile gives way to the last one.
 */
export function PagedList({ list, total: answered, isPlaceholderData, noun, searchPlaceholder, gap, children }: PagedListProps) {
  const t = useT();
  const listTop = useRef<HTMLDivElement>(null);
  const total = answered ?? 0;
  const isCurrent = answered !== undefined && !isPlaceholderData;
  useLastPageWhenGone({ page: list.page, setPage: list.setPage, total, isCurrent });
  const searched = list.settledSearch.trim();
  const goToPage = (page: number) => {
    list.setPage(page);
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  return (
    <Stack gap={gap}>
      {(total > 0 || list.search !== '' || searched !== '') && (
        <div ref={listTop}>
          <ListSearch label={t(`list.search.${noun}`)} placeholder={searchPlaceholder} value={list.search} onChange={list.setSearch} />
        </div>
      )}
      {isCurrent && total === 0 && searched !== '' ? (
        <Text c="dimmed">{t(`list.noMatch.${noun}`, { search: searched })}</Text>
      ) : (
        <Stack gap={gap} aria-busy={isPlaceholderData} style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {children}
          {total > 0 && <ListPager page={list.page} total={total} onPage={goToPage} noun={noun} />}
        </Stack>
      )}
    </Stack>
  );
}
