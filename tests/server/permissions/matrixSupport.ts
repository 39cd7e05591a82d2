/**
 * What the generated permissions matrix (matrix.test.ts) needs to try any area as any role: the
 * signed-in personas, the records an administrator sees, their CASL subjects, and valid bodies
 * derived from existing records (a copy with fresh unique values, a different value per kind).
 */
import { createMongoAbility, subject, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { neutraliseCell } from '../../../resources/kit/csvFormat';
import { codeCell, csvFields } from '../../../resources/kit/csvValues';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { activeFieldOf, isComputed, isSecret, isWritable, keyOf } from '../../../resources/kit/fields';
import {
  areaPermissions,
  ESTABLISHMENT_FIELD,
  rulesFor,
  scopePath,
  type Person,
} from '../../../resources/kit/permissions';
import { ROLES } from '../../../resources/roles';
import { declarations } from '../../shared/declarations';
import { apiOf } from '../support/testServer';

export type Rec = Record<string, unknown>;
export type Api = (
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
) => Promise<LightMyRequestResponse>;

export const PASSWORD = 'Matrice-Test-2026';

export const apiAs = (app: FastifyInstance, token: string): Api => apiOf(app, token);

export interface Persona {
  role: string;
  person: Person;
  api: Api;
  ability: MongoAbility;
}

/** A persona from its session: who GET /api/permissions says it is, and its rules from the declarations. */
export async function personaOf(api: Api): Promise<Persona> {
  const me = (await api('GET', '/api/permissions')).json() as {
    role: string;
    user_id: number;
    etablissement_id: number | null;
  };
  const person = { id: me.user_id, role: me.role, etablissement_id: me.etablissement_id };
  const rules = rulesFor(person, declarations, ROLES) as RawRuleOf<MongoAbility>[];
  return { role: me.role, person, api, ability: createMongoAbility(rules) };
}

export const declarationOf = (area: string) =>
  declarations.find((d) => d.name === area) as ResourceDeclaration;
export const keyOfRecord = (area: string, record: Rec) => record[keyOf(declarationOf(area))];

/** Every record of every area as an administrator lists them. */
export class Records {
  private readonly byArea = new Map<string, Rec[]>();
  /** Values given to unique fields by this test (a deleted copy keeps its value in the trash). */
  private readonly made = new Set<string>();

  constructor(private readonly admin: Api) {}

  async refresh(): Promise<void> {
    for (const { name } of declarations) {
      const response = await this.admin('GET', `/api/${name}?limit=1000`);
      this.byArea.set(name, response.json() as Rec[]);
    }
  }

  of(area: string): Rec[] {
    return this.byArea.get(area) ?? [];
  }

  /** The record as the persona's rules see it (a scope through a reference reads the owner's establishment). */
  subjectFor(persona: Persona, area: string, record: Rec) {
    const own = areaPermissions(declarationOf(area), persona.role);
    if (own.scope && own.scope !== 'etablissement') {
      const { via, target } = own.scope;
      const owner = this.of(target).find((r) => keyOfRecord(target, r) === record[via]);
      return subject(area, { ...record, [via]: { etablissement_id: owner?.etablissement_id ?? null } });
    }
    return subject(area, { ...record });
  }

  /** Records the persona may and may not take `action` on. */
  split(persona: Persona, area: string, action: string): { inside: Rec[]; outside: Rec[] } {
    const inside: Rec[] = [];
    const outside: Rec[] = [];
    for (const record of this.of(area)) {
      (persona.ability.can(action, this.subjectFor(persona, area, record)) ? inside : outside).push(record);
    }
    return { inside, outside };
  }

  /** A text value of the field not used yet, matching its pattern: `value` with one character changed. */
  unused(area: string, field: FieldDeclaration, value: unknown): string {
    const text = typeof value === 'string' && value !== '' ? value : 'valeur';
    const taken = new Set(this.of(area).map((r) => String(r[field.name]).toLowerCase()));
    const pattern =
      'pattern' in field && field.pattern ? new RegExp(`^(?:${field.pattern})$`, 'u') : undefined;
    for (let i = text.length - 1; i >= 0; i -= 1) {
      for (const c of alternatives(text[i])) {
        const candidate = text.slice(0, i) + c + text.slice(i + 1);
        const spelling = `${area}.${field.name}:${candidate.toLowerCase()}`;
        if (taken.has(candidate.toLowerCase()) || this.made.has(spelling)) continue;
        if (pattern && !pattern.test(candidate)) continue;
        this.made.add(spelling);
        return candidate;
      }
    }
    throw new Error(`no unused value of ${area}.${field.name} near ${text}`);
  }

  /** A create body copied from `record`: its writable values, fresh unique ones, a password. */
  createBody(area: string, record: Rec): Rec {
    const declaration = declarationOf(area);
    const body: Rec = {};
    for (const field of declaration.fields) {
      if (!isWritable(declaration, field, 'create')) continue;
      if (isSecret(field)) body[field.name] = PASSWORD;
      else if (field.unique || (field.name === keyOf(declaration) && field.kind === 'text'))
        body[field.name] = this.unused(area, field, record[field.name]);
      else body[field.name] = record[field.name];
    }
    return body;
  }

  /**
   * A CSV import row from a body (createBody's): the columns an import reads, each cell as an export
   * "for machines" writes it, passwords as they are.
   */
  importRow(area: string, body: Rec): Record<string, string> {
    const declaration = declarationOf(area);
    const columns = new Map(csvFields(declaration).map((f) => [f.name, f]));
    for (const field of declaration.fields) if (isSecret(field)) columns.set(field.name, field);
    const row: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      const field = columns.get(name);
      if (field) row[name] = isSecret(field) ? String(value) : neutraliseCell(codeCell(field, value));
    }
    return row;
  }

  /**
   * A field an administrator may change and the persona may write back by a restore where it may
   * edit: writable, not unique, not one of the role's field rules, limited values or scope, the
   * active switch first; undefined when the area has none.
   */
  restorableField(persona: Persona, area: string): FieldDeclaration | undefined {
    const declaration = declarationOf(area);
    const own = areaPermissions(declaration, persona.role);
    const limited = new Set([
      ...Object.keys(own.fields ?? {}),
      ...Object.keys(own.where ?? {}),
      ...(scopePath(own) ? [ESTABLISHMENT_FIELD] : []),
      ...(own.scope && own.scope !== 'etablissement' ? [own.scope.via] : []),
    ]);
    const active = activeFieldOf(declaration);
    const candidates = declaration.fields.filter(
      (f) =>
        plainlyEditable(declaration, f) &&
        !limited.has(f.name) &&
        ['boolean', 'text', 'longText', 'integer', 'number'].includes(f.kind),
    );
    return candidates.find((f) => f.name === active) ?? candidates[0];
  }

  /** An edit body that changes nothing: the record's writable values. */
  editBody(area: string, record: Rec): Rec {
    const declaration = declarationOf(area);
    const body: Rec = {};
    for (const field of declaration.fields) {
      if (isWritable(declaration, field, 'edit') && !isSecret(field)) body[field.name] = record[field.name];
    }
    return body;
  }

  /** Another valid value of the field than the record's, or undefined for kinds this test does not change. */
  otherValue(area: string, field: FieldDeclaration, record: Rec): unknown {
    const value = record[field.name];
    switch (field.kind) {
      case 'password':
        return 'Autre-Motdepasse-2026';
      case 'text':
      case 'longText':
      case 'email':
        return this.unused(area, field, value);
      case 'boolean':
        return value !== true;
      case 'enum':
        return field.values?.find((v) => v !== value);
      case 'reference':
        return this.of(field.target)
          .map((r) => keyOfRecord(field.target, r))
          .find((k) => k !== value);
      case 'referenceList':
        return Array.isArray(value) && value.length
          ? []
          : [keyOfRecord(field.target, this.of(field.target)[0])];
      case 'integer':
      case 'number':
        return typeof value === 'number' ? value + 1 : 1;
      default:
        return undefined;
    }
  }
}

/** A field an edit may change freely: writable, not the key, not unique, secret or computed. */
export function plainlyEditable(declaration: ResourceDeclaration, field: FieldDeclaration): boolean {
  return (
    isWritable(declaration, field, 'edit') &&
    !field.unique &&
    !isSecret(field) &&
    !isComputed(field) &&
    field.name !== keyOf(declaration)
  );
}

function alternatives(character: string): string[] {
  if (/[0-9]/.test(character)) return [...'0123456789'];
  if (/[a-z]/.test(character)) return [...'abcdefghijklmnopqrstuvwxyz'];
  if (/[A-Z]/.test(character)) return [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return [];
}
