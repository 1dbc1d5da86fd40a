import { useEffect, useState } from 'react';
import { getAuthState } from '../lib/auth-storage';

type PhotoState = { path: string; objectUrl: string } | { path: string; hasFailed: true };

/**
 * A stored photo (`/uploads/<name>`), fetched with the session's token into a blob URL for an
 * img tag, which cannot send the token itself. The server shows a photo only to those who may see
 * it and lets no cache keep it (Cache-Control: no-store), so the picture lives in this page's
 * memory only, and the blob URL is revoked when the screen goes (a logout included).
 * `objectUrl` is null while it loads or when there is no photo; `hasFailed` after a failure
 * (spec section 8: only logged).
 */
export function usePhotoObjectUrl(path: string | null): { objectUrl: string | null; hasFailed: boolean } {
  const [state, setState] = useState<PhotoState | null>(null);

  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const load = async () => {
      const { token } = getAuthState();
      const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal, cache: 'no-store' });
      if (!response.ok) throw new Error(`photo answered ${response.status}`);
      const blob = await response.blob();
      if (controller.signal.aborted) return;
      objectUrl = URL.createObjectURL(blob);
      setState({ path, objectUrl });
    };
    load().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('photo could not be loaded', error);
      setState({ path, hasFailed: true });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  // A state left from an earlier path is not this photo's.
  if (!path || state?.path !== path) return { objectUrl: null, hasFailed: false };
  return 'objectUrl' in state ? { objectUrl: state.objectUrl, hasFailed: false } : { objectUrl: null, hasFailed: true };
}
