/** Messages of the generated screens (src/engine), key for key with i18n/fr/engine.ts. */
export const engine = {
  list: {
    empty: 'Nothing in “%{name}” yet.',
    emptyInvite: 'Start by creating one.',
    loading: 'Loading the list…',
    loadFailed: 'The list could not be loaded.',
    retry: 'Retry',
    /** A phone's line of an inactive record: the area's label of its active field. */
    /** Before a value on a phone's second line. */
    labelled: '%{field}: ',
    notActive: '%{field}: no',
    /** The pagination of a list whose total the server estimated (a large filtered list). */
    estimatedRange: '%{from}-%{to} of about %{total}',
  },
  /** The list's export: a file to read (labels) or to feed another program (codes). */
  export: {
    labels: 'Labels, to read (CSV)',
    codes: 'Codes, for machines (CSV)',
  },
  /** The filters every list gets: bounds on numbers and dates, emptiness of optional fields. */
  filters: {
    from: '%{field}: from',
    to: '%{field}: up to',
    emptiness: '%{field}: empty or filled',
    empty: 'Empty',
    filled: 'Filled',
    clearAll: 'Clear filters',
  },
  savedViews: {
    button: 'Views',
    menu: 'Saved views',
    loading: 'Loading views…',
    loadFailed: 'Could not load the views',
    none: 'No saved view',
    shared: 'Shared by %{name}',
    sharedByMe: 'Shared with my role',
    save: 'Save the current view…',
    dialogTitle: 'Save the current view',
    dialogHelp: 'The filters, the sort, the rows per page and the columns shown.',
    name: 'View name',
    shareWithRole: 'Share with my role',
    cancel: 'Cancel',
    confirmSave: 'Save',
    saved: 'View “%{name}” saved',
    applied: 'View “%{name}” applied',
    delete: 'Delete the view “%{name}”',
    deleteTitle: 'Delete the view “%{name}”?',
    deleteContent: 'The view will be deleted for you and for the people it is shared with.',
    deleted: 'View “%{name}” deleted',
    failed: 'The operation failed',
  },
  bulk: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    activated: '%{smart_count} item activated |||| %{smart_count} items activated',
    deactivated: '%{smart_count} item deactivated |||| %{smart_count} items deactivated',
    toggleFailed: 'The change of state failed',
    deleteTitle: 'Delete %{smart_count} item? |||| Delete %{smart_count} items?',
    deleteContent:
      'The selected item will be moved to the trash. |||| The %{smart_count} selected items will be moved to the trash.',
  },
  bulkEdit: {
    open: 'Edit selection',
    title: 'Edit %{smart_count} item |||| Edit %{smart_count} items',
    intro: 'Tick the fields to change: the others stay as they are.',
    change: 'Change “%{field}”',
    apply: 'Apply',
    done: '%{smart_count} item changed |||| %{smart_count} items changed',
    failed: 'The bulk edit failed',
  },
  /** Under an edit form: the records of other areas pointing to this one. */
  related: {
    headingByField: '%{area} · %{field}',
    none: 'None yet.',
    failed: 'Could not read these items.',
    seeAll: 'See all (%{smart_count})',
  },
  /** Page titles, by the area's French grammatical gender: one form in English. */
  titles: {
    create: { f: 'New %{name}', m: 'New %{name}', 'm-vowel': 'New %{name}' },
  },
  form: {
    deleteTitle: 'Delete “%{recordRepresentation}”?',
    deleteContent: 'This item will be moved to the trash.',
  },
  deleteReport: {
    loading: 'Working out what the delete will touch…',
    failed: 'Could not tell what the delete will touch.',
    touches: 'This delete will touch:',
    nothing: 'No other item is linked to it.',
    refused: 'The delete will be refused:',
  },
  notifications: {
    /** By the area's French grammatical gender: one form in English. */
    created: {
      f: '“%{name}” was created',
      m: '“%{name}” was created',
      'm-vowel': '“%{name}” was created',
    },
    updated: 'The changes to “%{name}” were saved',
  },
  fields: {
    thumbnail: 'Image preview',
    itemCount: '%{smart_count} item |||| %{smart_count} items',
  },
  inputs: {
    colorPicker: 'Pick the colour',
    mediaUrlHelper: 'Address of the image (for instance /media-files/cartes/image.png)',
    order: 'Order',
    moveUp: 'Move “%{name}” up',
    moveDown: 'Move “%{name}” down',
  },
  dashboard: {
    areas: 'Managed areas',
    count: '%{smart_count} item |||| %{smart_count} items',
    countFailed: 'Count unavailable',
    estimatedCount: 'about %{total} items',
    loading: 'Loading…',
    open: 'Open',
    openArea: 'Open “%{name}”',
    createIn: 'Create in “%{name}”',
    recent: 'Latest changes',
    recentEmpty: 'No recent change',
    changed: '%{area} · changed on %{date}',
  },
};
