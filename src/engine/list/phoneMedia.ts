/**
 * A phone held upright: below MUI's `sm` breakpoint (the query `theme.breakpoints.down('sm')`
 * builds), where a list's table does not fit. Free of MUI: the boot path's early reads
 * (src/boot/earlyReads.ts) ask the same question before MUI has loaded.
 */
export const PHONE_MEDIA_QUERY = '(max-width:599.95px)';
