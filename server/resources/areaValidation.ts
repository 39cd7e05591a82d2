/**
 * How an area's routes check their requests. Bodies are checked by the shared zod schema in the
 * handlers (validateRecord: the same rules as the forms), so their JSON schemas only document the
 * API. Path and query parameters are checked here by Fastify with the routes' JSON schemas; a
 * refusal reaches the error handler, which answers with the French message the schema names
 * (validationErrors.ts).
 */
import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { ERROR_MESSAGE_KEYWORD } from '../http/validationErrors';

// verbose: each error carries the refused value and its schema, which hold what the message needs.
const ajv = new Ajv({ coerceTypes: true, allErrors: true, verbose: true });
ajv.addKeyword({ keyword: ERROR_MESSAGE_KEYWORD, schemaType: 'string' });

/** An empty parameter means its default, as if it were absent (`?skip=&q=`). */
function withoutBlanks(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  );
}

const acceptBody = () => true;

type Validator = ReturnType<FastifySchemaCompiler<object>>;

export const areaValidatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return acceptBody;
  const validate = ajv.compile(schema);
  // A copy is checked: the handlers read the parameters as sent (the list query keeps its text).
  const check: Validator = (data: unknown) => {
    const valid = validate(withoutBlanks(data));
    check.errors = validate.errors;
    return valid;
  };
  return check;
};
