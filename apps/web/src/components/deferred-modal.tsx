import { useEffect, useState, type ComponentType } from 'react';

interface DeferredModalProps<Props extends { opened: boolean }> {
  /** Fetches the modal's code; called when it first opens. */
  load: () => Promise<ComponentType<Props>>;
  props: Props;
}

/**
 * A modal whose code (its form, the modal itself, its focus trap and scroll lock) loads when it
 * first opens, not with the screen (issue 14: a screen loads what it shows). Once loaded it stays
 * mounted, so it closes with its transition. It mounts closed and opens on the next render, so
 * the modal sees itself open and, on closing, gives the focus back to what had it.
 */
export function DeferredModal<Props extends { opened: boolean }>({ load, props }: DeferredModalProps<Props>) {
  const [Modal, setModal] = useState<ComponentType<Props> | null>(null);
  const [hasMountedClosed, setHasMountedClosed] = useState(false);
  const { opened } = props;

  useEffect(() => {
    if (!opened || Modal) return;
    let isCurrent = true;
    load().then(
      (component) => {
        if (isCurrent) setModal(() => component);
      },
      (error: unknown) => console.warn('Cannot load the dialog', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [opened, Modal, load]);

  useEffect(() => {
    if (Modal) setHasMountedClosed(true);
  }, [Modal]);

  return Modal ? <Modal {...props} opened={opened && hasMountedClosed} /> : null;
}
