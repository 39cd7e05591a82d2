/**
 * What a generated list asks for and shows when nothing is chosen: its first page, its sort, its
 * columns and filters (never a secret), the references and option lists its cells read labels from.
 */
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../../resources/kit/defineResource';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  defaultSortOf,
  filteredFields,
  firstPageParams,
  listedFields,
  listedOptionLists,
  listedReferences,
} from '../../../../src/engine/list/listDefaults';

const shown = { list: true, filter: true };

const pupils = defineResource({
  name: 'pupils',
  recordRepresentation: 'last_name',
  fields: [
    { name: 'last_name', kind: 'text', show: shown },
    { name: 'password', kind: 'password', show: shown },
    { name: 'remark', kind: 'text', show: { list: false, filter: false } },
    { name: 'nickname', kind: 'text', show: { list: true, filter: false } },
    { name: 'born_on', kind: 'date', show: { list: false, filter: true } },
    { name: 'school_id', kind: 'reference', target: 'schools', show: shown },
    { name: 'mentor_id', kind: 'reference', target: 'staff', show: { list: false, filter: true } },
    { name: 'classes', kind: 'referenceList', target: 'classes', show: shown },
    { name: 'language', kind: 'enum', optionsFrom: 'config/languages', show: shown },
    { name: 'mother_tongue', kind: 'enum', optionsFrom: 'config/languages', show: shown },
    { name: 'country', kind: 'enum', optionsFrom: 'config/countries', show: { list: false, filter: true } },
    { name: 'size', kind: 'enum', values: ['s', 'l'], show: shown },
  ],
});

const labels = defineResource({
  name: 'labels',
  key: 'code',
  recordRepresentation: 'code',
  perPage: 50,
  fields: [{ name: 'code', kind: 'text' }],
});

const sorted = defineResource({
  name: 'sorted',
  recordRepresentation: 'title',
  defaultSort: { field: 'title', order: 'DESC' },
  fields: [{ name: 'title', kind: 'text' }],
});

const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe("a generated list's defaults", () => {
  it('offers the page sizes a user picks from, 25 rows unless the area says otherwise', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });

  it('asks for the first page, unfiltered, sorted by the key ascending when the area names no sort', () => {
    expect(firstPageParams(pupils)).toEqual({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(firstPageParams(labels)).toEqual({
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'code', order: 'ASC' },
      filter: {},
    });
  });

  it("sorts by the area's declared sort", () => {
    expect(defaultSortOf(sorted)).toEqual({ field: 'title', order: 'DESC' });
    expect(firstPageParams(sorted).sort).toEqual({ field: 'title', order: 'DESC' });
  });

  it('shows a column per listed field, never a secret', () => {
    expect(names(listedFields(pupils))).toEqual([
      'last_name',
      'nickname',
      'school_id',
      'classes',
      'language',
      'mother_tongue',
      'size',
    ]);
  });

  it('offers a filter per filtered field, never a secret', () => {
    expect(names(filteredFields(pupils))).toEqual([
      'last_name',
      'born_on',
      'school_id',
      'mentor_id',
      'classes',
      'language',
      'mother_tongue',
      'country',
      'size',
    ]);
  });

  it('reads the labels of the listed references only, with the area each names', () => {
    expect(listedReferences(pupils)).toEqual([
      { name: 'school_id', target: 'schools' },
      { name: 'classes', target: 'classes' },
    ]);
    expect(listedReferences(labels)).toEqual([]);
  });

  it('reads each served option list of its listed enums once', () => {
    expect(listedOptionLists(pupils)).toEqual(['config/languages']);
    expect(listedOptionLists(labels)).toEqual([]);
  });
});
