/** Cells phones leave out (their facts move under the row's first cell). */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** Shown on phones only (the facts of the cells they leave out). */
export const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
/** Tighter cells on phones, so a 375 px screen shows every column that matters. */
export const COMPACT = { '& td, & th': { px: { xs: 1, sm: 2 } } } as const;
