import { Title, VisuallyHidden } from '@mantine/core';

interface PageTitleProps {
  children: string;
  /** For screens whose visible heading is a picture (the agent chooser shows the logo). */
  isVisuallyHidden?: boolean;
}

/** The screen's one h1, also used as the document title so each screen is named (WCAG 2.4.2). */
export function PageTitle({ children, isVisuallyHidden = false }: PageTitleProps) {
  return (
    <>
      <title>{`${children} · Cephalo`}</title>
      {isVisuallyHidden ? <VisuallyHidden component="h1">{children}</VisuallyHidden> : <Title order={1}>{children}</Title>}
    </>
  );
}
