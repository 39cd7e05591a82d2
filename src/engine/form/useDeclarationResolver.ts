/**
 * The form's validation: the declaration's zod schema (resources/kit/schema.ts), the same one the
 * server applies, with messages in the user's language. The form keeps and sends the values as
 * typed (`raw`): the schema only judges them, the server normalises them the same way.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { compileSchema, type SchemaMode } from '../../../resources/kit/schema';

export function useDeclarationResolver(
  declaration: ResourceDeclaration,
  mode: SchemaMode,
): Resolver<FieldValues> {
  const translate = useTranslate();
  return useMemo(
    () =>
      zodResolver(compileSchema(declaration, mode, translate), undefined, {
        raw: true,
      }) as Resolver<FieldValues>,
    [declaration, mode, translate],
  );
}
