/**
 * What an API caller sees of a refusal: its status and its French `detail`, a sentence or, for a
 * 422, each refused field with its message (and, for a 409 on a value already used, its field). Both in one assertion, so that a failure shows the
 * answer whole, and a refusal that says the wrong thing (or names the wrong value) fails the test.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** One refused field of a 422, as the server lists them. */
export interface FieldRefusal {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** `field`: the field a 409 for a value already used names, as a form reads it. */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  detail: string | FieldRefusal[],
  field?: string,
): void {
  expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
    status,
    body: field === undefined ? { detail } : { detail, field },
  });
}
