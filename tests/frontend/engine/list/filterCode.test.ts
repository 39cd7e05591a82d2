/** The filters' code, loaded when a list first shows its filters: the kinds' filters, once. */
import { describe, expect, it } from 'vitest';
import { filterOf } from '../../../../src/engine/kinds/filters';
import { loadFilterCode } from '../../../../src/engine/list/filterCode';

describe("the lists' filter code", () => {
  it("is the field kinds' filters, the same for every list that asks", async () => {
    const first = await loadFilterCode();
    expect(first).toBe(filterOf);
    expect(await loadFilterCode()).toBe(first);
  });
});
