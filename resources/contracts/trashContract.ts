/**
 * The wire shapes of what a delete touches (GET /api/{resource}/{key}/delete-report, POST
 * /api/{resource}/bulk/delete-report) and of the trash (GET /api/trash, POST
 * /api/trash/{id}/restore, DELETE /api/trash/{id}), read by the server that writes them and the
 * screens that show them.
 */

/** Records of another area that lose their link to the deleted record(s). */
export interface DeleteEffect {
  resource: string;
  field: string;
  /** `reference`: the field is emptied; `referenceList`: the item leaves the list. */
  kind: 'reference' | 'referenceList';
  count: number;
  /** The French sentence: « 12 activités perdront ce thème ». */
  message: string;
}

/** Records that must keep their (required) reference: the delete is refused while they exist. */
export interface DeleteBlocker {
  resource: string;
  field: string;
  count: number;
  /** The first few of them, by their representation. */
  records: { key: string; label: string }[];
  message: string;
}

export interface DeleteReport {
  deletable: boolean;
  effects: DeleteEffect[];
  blockers: DeleteBlocker[];
}

/** One deleted record waiting in the trash. */
export interface TrashEntry {
  id: number;
  resource: string;
  record_key: string;
  record_label: string;
  deleted_at: string;
  deleted_by: number | null;
  deleted_by_name: string;
  /** The delete's batch in the journal. */
  batch_id: string;
  /** Links of other records its delete removed (put back by a restore when still possible). */
  link_count: number;
}

/** What a restore did: the record, and the links it could not put back (in French). */
export interface RestoreAnswer {
  record: Record<string, unknown>;
  relinked: number;
  notRelinked: string[];
}
