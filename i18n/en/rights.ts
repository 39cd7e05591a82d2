/** The "Rights" page (src/features/rights): who may do what, read from the declarations. */
export const rights = {
  menu: 'Rights',
  title: 'Rights',
  intro:
    'What each role may do in each area, as the server enforces it. The rules come from the roles file and the areas’ declarations.',
  loadFailed: 'The rights could not be read',
  areasTitle: 'Areas and actions',
  fieldsTitle: 'Field rules',
  pagesTitle: 'Pages',
  noFieldRules: 'No field rules',
  columns: {
    area: 'Area',
    role: 'Role',
    field: 'Field',
    rule: 'Rule',
    page: 'Page',
    roles: 'Roles allowed',
    scope: 'Limited to',
  },
  actions: {
    list: 'List',
    show: 'Show',
    create: 'Create',
    edit: 'Edit',
    delete: 'Delete',
    export: 'Export',
    import: 'Import',
    history: 'History',
    restore: 'Restore',
  },
  grants: {
    all: 'All',
    scoped: 'Limited',
    none: 'No',
  },
  fieldRules: {
    hidden: 'Hidden',
    readOnly: 'Read only',
    values: 'Allowed values: %{values}',
  },
  pages: {
    tests: 'Test dashboard',
    rights: 'Rights',
    media: 'Media',
    journal: 'Change journal',
    trash: 'Trash',
  },
};
