import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { PATIENT_PAGE_SIZE } from '@cephalo/shared/patient-order';

export interface ListPage {
  /** What is typed in the search box. */
  search: string;
  setSearch: (search: string) => void;
  /** The search once typing pauses: what the server is asked for. */
  settledSearch: string;
  /** From 1. */
  page: number;
  setPage: (page: number) => void;
}

/**
 * The page and the search of a list the server pages. The server is asked once typing pauses,
 * not at every letter, and a page belongs to an order (`orderKey`) and a search: a new one starts
 * again at the first page.
 */
export function useListPage(orderKey = ''): ListPage {
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search, 250);
  const listKey = `${orderKey}:${settledSearch.trim()}`;
  const [pageOfList, setPageOfList] = useState({ listKey, page: 1 });
  // A new order, filter or search forgets the page: coming back to an earlier one starts at page 1 too.
  if (pageOfList.listKey !== listKey) setPageOfList({ listKey, page: 1 });
  const page = pageOfList.listKey === listKey ? pageOfList.page : 1;
  const setPage = useCallback((next: number) => setPageOfList({ listKey, page: next }), [listKey]);
  return { search, setSearch, settledSearch, page, setPage };
}

/**
 * A page that no longer exists (members moved away or removed meanwhile) is replaced by the last
 * one, once the server's current answer (`isCurrent`) says how many there are.
 */
export function useLastPageWhenGone({ page, setPage, total, isCurrent }: { page: number; setPage: (page: number) => void; total: number; isCurrent: boolean }) {
  const lastPage = Math.max(1, Math.ceil(total / PATIENT_PAGE_SIZE));
  useEffect(() => {
    if (isCurrent && page > lastPage) setPage(lastPage);
  }, [isCurrent, page, lastPage, setPage]);
}
