interface CephaloLogoProps {
  /** Rendered height in pixels; the width follows the drawing's proportions. */
  height?: number;
}

/**
 * The product name as a small SVG (decisions.md: made in the repository). The word is drawn as
 * text with a fixed length so it keeps its width whatever system font renders it.
 */
export function CephaloLogo({ height = 32 }: CephaloLogoProps) {
  return (
    <svg viewBox="0 0 160 40" height={height} width={(height * 160) / 40} role="img" aria-label="Cephalo" style={{ display: 'block', maxWidth: '100%' }}>
      <circle cx="20" cy="20" r="18" fill="#1e7f49" />
      <path d="M8 21h5l3-6 4.5 12 4-9 2.5 3H32" fill="none" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <text
        x="46"
        y="28.5"
        textLength="110"
        lengthAdjust="spacingAndGlyphs"
        style={{ fill: 'var(--mantine-color-cephalo-9, #0d4626)' }}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
        fontSize="25"
        fontWeight="700"
      >
        Cephalo
      </text>
    </svg>
  );
}
