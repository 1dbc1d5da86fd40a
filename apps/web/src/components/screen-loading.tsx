import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';

/** How long a screen may take to arrive before the spinner shows: most arrive sooner, without a flash. */
const SHOW_AFTER_MS = 400;

/**
 * The calm placeholder while a screen's code loads (routes load lazily): nothing for a moment,
 * then a small spinner that names what is happening for screen readers.
 */
export function ScreenLoading() {
  const t = useT();
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Center mih={160} aria-busy="true">
      {isShown && <Loader size="sm" aria-label={t('common.loadingPage')} />}
    </Center>
  );
}
