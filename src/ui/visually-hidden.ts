/**
 * Text for screen readers only: kept in the accessible name, not drawn. Sizes are CSS pixels as strings: MUI's sx reads
 * a bare 1 as 100 %, which made every hidden text as wide as its containing block (375 px of sideways scroll on a phone).
 */
export const visuallyHiddenSx = {
  position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;
