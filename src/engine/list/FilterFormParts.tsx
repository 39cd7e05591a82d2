/**
 * React-admin's filter form and search input, with the form library they bring (react-hook-form):
 * loaded once a list's rows are shown (filterFormCode.ts), never before a list's first lines.
 */
export { FilterForm, SearchInput } from 'react-admin';
