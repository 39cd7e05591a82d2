/**
 * The generated screens' building blocks, handed to a declaration's custom screens (`screens`) as
 * their `blocks` prop, to reuse rather than rewrite: whole screens to wrap, the list's columns,
 * filters and actions, the form, its inputs and one field's input. Loaded on demand.
 */
export { BulkActionButtons } from './list/BulkActionButtons';
export { listColumns } from './list/columns';
export { listFilters } from './list/filters';
export { ListActions } from './list/ListActions';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, ResourceList } from './list/ResourceList';
export { formInputs } from './form/formInputs';
export { FormFieldset } from './form/FormFieldset';
export { formPresence, inputFor, type InputContext } from './form/inputFor';
export { ResourceCreate } from './form/ResourceCreate';
export { ResourceEdit } from './form/ResourceEdit';
export { ResourceForm } from './form/ResourceForm';
