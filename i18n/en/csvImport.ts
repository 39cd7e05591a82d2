/** Messages of the CSV import dialog (list toolbar "Import"). */
export const csvImport = {
  button: 'Import',
  title: 'Import into “%{name}”',
  close: 'Close',
  back: 'Back',
  steps: {
    file: 'File',
    mapping: 'Columns',
    preview: 'Preview',
    summary: 'Result',
  },
  file: {
    drop: 'Drop a CSV file here, or click to choose one',
    dropActive: 'Drop the file…',
    hint: 'Separator “;” or “,”, UTF-8 or Windows-1252 encoding, at most %{rows} rows and %{size}.',
    reading: 'Reading the file…',
    chosen: 'File: %{name}',
    rows: '%{smart_count} row read |||| %{smart_count} rows read',
  },
  errors: {
    tooLarge: 'The file is larger than the %{size} limit.',
    tooManyRows: 'The file has %{rows} rows: at most %{max} can be imported at once.',
    binary:
      'This file is not a readable CSV (UTF-16 encoding or a binary file). Save it as “CSV UTF-8” or “CSV (semicolon delimited)”.',
    empty: 'The file has no data row.',
    unreadable: 'The file could not be read.',
    parse: {
      MissingQuotes: 'The CSV file is malformed (line %{line}): a quote is opened and never closed.',
      InvalidQuotes: 'The CSV file is malformed (line %{line}): a quote is misplaced inside a quoted cell.',
      UndetectableDelimiter:
        'The CSV file is malformed (line %{line}): the separator (“;” or “,”) could not be recognised.',
      TooFewFields: 'The CSV file is malformed (line %{line}): this line is missing cells.',
      TooManyFields: 'The CSV file is malformed (line %{line}): this line has too many cells.',
    },
    requiredMissing:
      'Required column missing: %{fields}. Map a column to this field to continue. |||| Required columns missing: %{fields}. Map a column to each of these fields to continue.',
    duplicate: 'Several columns are mapped to the field “%{field}”: only one is allowed.',
    nothingMapped: 'No column is mapped to a field.',
    previewFailed: 'The check failed: %{message}',
    importFailed: 'The import failed: %{message}',
    nothingWritten:
      'Nothing was imported: %{smart_count} row has errors. Fix the file, or choose “Only the valid rows”. |||| Nothing was imported: %{smart_count} rows have errors. Fix the file, or choose “Only the valid rows”.',
  },
  warnings: {
    encoding:
      'The file is UTF-8 but line %{lines} holds unreadable characters, replaced by “�”: check it, or save the file as “CSV UTF-8”. |||| The file is UTF-8 but %{smart_count} lines hold unreadable characters, replaced by “�” (lines %{lines}): check them, or save the file as “CSV UTF-8”.',
  },
  mapping: {
    intro: 'Each column of the file was mapped to a field from its title. Check or correct.',
    column: 'File column',
    field: 'Field',
    sample: 'Example',
    fieldFor: 'Field for the column “%{column}”',
    ignore: 'Ignore this column',
    required: '%{label} (required)',
    next: 'Check',
  },
  preview: {
    checking: 'Checking the rows…',
    progress: '%{done} rows checked out of %{total}',
    counts: {
      create: 'To create: %{smart_count}',
      update: 'To update: %{smart_count}',
      unchanged: 'Unchanged: %{smart_count}',
      error: 'With errors: %{smart_count}',
    },
    verdicts: {
      create: 'Creation',
      update: 'Update',
      unchanged: 'Unchanged',
      error: 'Error',
    },
    row: 'Row',
    verdict: 'Result',
    estimate: {
      seconds:
        'Importing these rows will take about %{smart_count} second. |||| Importing these rows will take about %{smart_count} seconds.',
      minutes:
        'Importing these rows will take about %{smart_count} minute. |||| Importing these rows will take about %{smart_count} minutes.',
    },
    onlyErrors: 'Only the rows with errors',
    mode: 'What about the rows with errors?',
    modeAll: 'All or nothing: import only if every row is valid',
    modeValid: 'Only the valid rows: skip the rows with errors',
    import: 'Import',
    importing: 'Importing…',
    recheck: 'Check again',
  },
  summary: {
    done: 'Import finished',
    created: 'Created: %{smart_count}',
    updated: 'Updated: %{smart_count}',
    unchanged: 'Unchanged: %{smart_count}',
    skipped: 'Skipped (errors): %{smart_count}',
    journal: 'See these changes in the journal',
    another: 'Import another file',
  },
};
