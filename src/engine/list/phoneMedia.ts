/**
 * A phone held upright: below MUI's `sm` breakpoint (the query `theme.breakpoints.down('sm')`
 * builds), where a list's table does not fit. Free of the DOM: index.html's loader
 * (server/build/appLoader.ts) is built asking the same question.
 */
export const PHONE_MEDIA_QUERY = '(max-width:599.95px)';
