/** Messages of the reference server (server/), key for key with i18n/fr/server.ts. */
export const server = {
  errors: {
    generic: 'Internal server error, please try again',
    notFound: 'Resource not found',
    recordNotFound: 'Record “%{key}” not found',
    invalidJson: 'The request body is not valid JSON',
    emptyBody: 'The request body is empty',
    bodyNotObject: 'The request body must be a JSON object',
    bodyTooLarge: 'The request is too large',
    unsupportedMediaType: 'Unsupported content type',
    badRequest: 'Bad request',
    headersTooLarge: 'The request headers are too large',
    requestTimeout: 'The request did not arrive in time: try again',
    unique: 'The value “%{value}” of the field “%{field}” is already used',
    stale:
      'Someone else changed this record since it was opened. Reload it to see the latest values before saving.',
    keyMissing: 'The record key “%{key}” is missing from the request body',
    noActiveField: 'This resource cannot be activated or deactivated',
    ownAccount: 'You cannot delete or deactivate your own account',
    ownRole: 'You cannot remove back-office access from your own account',
    currentPasswordRequired: 'Enter your current password to change your password or e-mail',
    currentPasswordWrong: 'Current password is incorrect',
    idsList: 'A list of ids is expected',
    tooManyIds: 'At most %{max} ids per request',
    invalidId: 'Invalid id',
    invalidValue: 'Invalid value',
    inUse:
      'Cannot delete: %{count} record(s) of “%{resource}” depend on it (required field “%{field}”). Attach them to another item first.',
    activeFlag: 'The “active” value must be true or false',
    bulkValues: 'Give at least one value to change',
    bulkField: '“%{field}” cannot be changed on several records at once',
  },
  query: {
    integer: 'This parameter must be an integer',
    skip: 'The offset must be a positive integer or zero',
    limit: 'The number of results must be between %{min} and %{max}',
    sort: 'Cannot sort on the field “%{field}”',
    order: 'The sort order must be asc or desc',
    filter: 'Cannot filter on the field “%{field}”',
    filterValue: 'Invalid filter value for the field “%{field}”',
    single: 'This parameter can only be given once',
  },
  trash: {
    inUse:
      'Cannot delete: %{count} record(s) of “%{resource}” depend on it (required field “%{field}”): %{records}. Attach them to another item first.',
    moreRecords: 'and %{count} more',
    record: '“%{label}”',
    losesOne: '%{count} record of “%{resource}” will lose its link “%{field}”',
    losesMany: '%{count} records of “%{resource}” will lose their link “%{field}”',
    effects: {
      activities: {
        theme_id: {
          one: '1 activity will lose this theme',
          many: '%{count} activities will lose this theme',
        },
        hashtags: {
          one: '1 activity will lose this hashtag',
          many: '%{count} activities will lose this hashtag',
        },
        etablissements: {
          one: '1 activity will no longer be attached to this school',
          many: '%{count} activities will no longer be attached to this school',
        },
      },
      courses: {
        theme_id: { one: '1 course will lose this theme', many: '%{count} courses will lose this theme' },
        activities: {
          one: '1 course will lose this activity',
          many: '%{count} courses will lose this activity',
        },
      },
      classes: {
        teacher_id: {
          one: '1 class will lose this teacher',
          many: '%{count} classes will lose this teacher',
        },
      },
      users: {
        etablissement_id: {
          one: '1 user will lose this school',
          many: '%{count} users will lose this school',
        },
        classes: { one: '1 pupil will leave this class', many: '%{count} pupils will leave this class' },
      },
    },
    entryNotFound: 'Item “%{id}” not found in the trash',
    uniqueInTrash:
      'The value “%{value}” of the field “%{field}” is held by “%{label}”, in the trash: restore it or delete it for good first.',
    alreadyBack: 'Cannot restore: “%{label}” exists again under the key “%{key}”',
    linkChanged: '%{resource} “%{label}”: “%{field}” changed since, link not put back',
    linkGone: '%{resource} “%{key}” no longer exists, link not put back',
    badArea: 'Unknown area: “%{resource}”',
  },
  undo: {
    batchNotFound: 'Batch “%{batch}” not found in the journal',
    cannot: '%{resource} “%{label}”: this entry cannot be undone',
    changed: '%{resource} “%{label}” changed since',
    gone: '%{resource} “%{label}” no longer exists',
    notInTrash: '%{resource} “%{label}” is no longer in the trash',
    uniqueTaken:
      '%{resource} “%{label}”: the value “%{value}” of the field “%{field}” has since been taken by “%{holder}”',
    uniqueInTrash:
      '%{resource} “%{label}”: the value “%{value}” of the field “%{field}” has since been taken by “%{holder}”, in the trash',
    refused: 'Cannot undo: %{reasons}. Undo while skipping these items, or put them back first.',
  },
  history: {
    entryNotFound: 'History entry “%{id}” not found',
    notAChange: 'A sign-in is not a change: it cannot be restored',
    areaGone: 'The area “%{resource}” no longer exists: this version cannot be restored',
    missingReferences:
      'Cannot restore: these referenced items no longer exist: %{missing}. Recreate or restore them first.',
    badDate: 'Invalid date (YYYY-MM-DD or an ISO date and time)',
    unknownResource: 'Unknown area: “%{resource}”',
    unknownAction: 'Unknown action (allowed values: %{allowed})',
  },
  import: {
    rows: 'A list of rows “rows” is expected',
    row: 'Each row must be an object whose values are texts',
    mode: 'The mode must be “all” or “valid”',
    dryRun: '“dry_run” must be true or false',
    tooManyRows: 'At most %{max} rows per import (the file has %{count})',
    busyPerson:
      'An import is already running for your account: wait for it to finish before starting another',
    busyServer:
      'The server is already running the maximum number of simultaneous imports (%{max}): try again in a moment',
    tooLarge: 'The file to import exceeds the maximum size of %{max} MB',
    unknownColumns: 'Unknown columns: %{columns}',
    missingColumns: 'Required columns missing from the file: %{columns}',
    duplicate: 'The value “%{value}” of the field “%{field}” is already on row %{row} of the file',
    unknownKey: 'No record “%{key}”: leave this column empty to create a new record',
  },
  auth: {
    missingToken: 'Authentication required',
    invalidToken: 'Session expired or invalid, please sign in again',
    badCredentials: 'Wrong e-mail address or password',
    tooManyAttempts: 'Too many failed sign-in attempts. Try again in %{minutes} minute(s).',
  },
  media: {
    unknownDirectory: 'Unknown media directory: “%{directory}”',
    noFile: 'No file received (field “file” expected)',
    notMultipart: 'The file must be sent as multipart/form-data',
    malformedMultipart: 'The body is not valid multipart form data: send the file again',
    tooLarge: 'The file exceeds the maximum size of %{max} MB',
    badType: 'Format refused: only JPEG, PNG, WebP and GIF images are accepted',
    empty: 'The file is empty',
    unreadable: 'Unreadable image: the file is damaged or incomplete',
    tooManyPixels: 'Image too large: at most %{max} million pixels',
    oneFile: 'One file per upload: send the images one at a time',
    badName: 'Invalid file name',
    imageMissing:
      'The image “%{name}” is not in the media library (folder “%{directory}”, case included): pick one from the library',
    inUse:
      '“%{name}” is the image of %{count} record(s): %{records}. Deleting it removes the image from these records: confirm to go on.',
    inUseRefused:
      'Cannot delete: “%{name}” is the image of %{count} record(s): %{records}. Give them another image first.',
    useRecord: '%{resource} “%{label}”',
    moreUses: 'and %{count} more',
    fileNotFound: 'File “%{name}” not found',
  },
  app: {
    notBuilt: 'The app is not built: run “npm run build” or “npm start”',
  },
  health: {
    down: 'The database does not answer',
  },
  database: {
    unreachable: 'The database cannot be reached at the moment: try again in a few moments',
    busy: 'The database is busy with another program: try again in a few moments',
  },
  start: {
    building: 'Building the app (vite build)…',
    buildFailed: 'Building the app failed',
    staleBuild: 'The build failed: the previous version of the app is served',
    listening: 'EduAdmin is ready: %{url}',
    demoSignIn: 'Demo sign-in: %{email} / %{password}',
    adminSignIn: 'Sign in with the administrator account %{email}',
    existingSignIn: 'Sign in with an existing administrator account (the demo account is not active)',
    missingAdmin:
      'In production, ADMIN_EMAIL and ADMIN_PASSWORD (at least 8 characters besides spaces) are required: that administrator account is created or updated at every start',
    stopping: 'Stopping the server…',
    seeded: 'Demo data created: %{summary}',
    seedRefused: 'The database already holds data: run again with --reset to recreate it',
    storeSqlite: 'Database: SQLite (%{file})',
    storePostgres: 'Database: PostgreSQL (%{url})',
    badDatabaseUrl: 'DATABASE_URL must be a PostgreSQL address (postgres://… or postgresql://…); got: %{url}',
    mediaNotWritable:
      'The media directory %{dir} is not writable (%{reason}): with PostgreSQL every instance shares it (MEDIA_DIR) and each must be able to write to it. Start refused.',
  },
  languages: {
    fr: 'French',
    en: 'English',
    es: 'Spanish',
    de: 'German',
    it: 'Italian',
    pt: 'Portuguese',
    ar: 'Arabic',
    zh: 'Chinese',
  },
  activityTypes: {
    quiz: 'Quiz',
    exercise: 'Exercise',
    video: 'Video',
    reading: 'Reading',
    game: 'Educational game',
    project: 'Project',
    workshop: 'Workshop',
    assessment: 'Assessment',
    experiment: 'Experiment',
    debate: 'Debate',
  },
};
