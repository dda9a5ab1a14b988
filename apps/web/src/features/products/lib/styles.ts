/** Numbers in table cells: on one line, digits of equal width. */
export const NUM = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A sticky header on the card's own background, as the tables without one. */
export const STICKY_HEAD = { '& th': { bgcolor: 'background.paper' } } as const;
