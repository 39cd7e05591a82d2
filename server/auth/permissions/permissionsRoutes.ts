/**
 * GET /api/permissions (the signed-in person's rules, which the app follows) and
 * GET /api/permissions/matrix (role × area × action, for the admins' "Droits" page), both built
 * from the roles file and the areas' declarations: the same data the server enforces.
 */
import type { FastifyInstance } from 'fastify';
import {
  AREA_ACTIONS,
  type PermissionsAnswer,
  type PermissionsMatrix,
} from '../../../resources/contracts/permissionsContract';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { fieldRulesFor, matrixOf } from '../../../resources/kit/permissions';
import { ROLES } from '../../../resources/roles';
import { t } from '../../http/messages';
import { rulesOf } from './ability';

const stringOrList = { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };

const fieldRuleSchema = {
  type: 'object',
  properties: {
    hidden: { type: 'boolean' },
    readOnly: { type: 'boolean' },
    values: { type: 'array', items: { type: 'string' } },
  },
};

const answerSchema = {
  type: 'object',
  properties: {
    role: { type: 'string' },
    user_id: { type: 'integer' },
    etablissement_id: { type: 'integer', nullable: true },
    rules: {
      type: 'array',
      description: 'Règles CASL (raw rules), valeurs de la personne connectée incluses',
      items: {
        type: 'object',
        properties: {
          action: stringOrList,
          subject: stringOrList,
          fields: { type: 'array', items: { type: 'string' } },
          conditions: { type: 'object', additionalProperties: true },
          inverted: { type: 'boolean' },
        },
      },
    },
    fields: {
      type: 'object',
      description: 'Règles de champ par domaine puis par champ',
      additionalProperties: { type: 'object', additionalProperties: fieldRuleSchema },
    },
  },
};

const grantSchema = { type: 'string', enum: ['all', 'scoped', 'none'] };

const matrixSchema = {
  type: 'object',
  properties: {
    roles: { type: 'array', items: { type: 'string' } },
    actions: { type: 'array', items: { type: 'string', enum: [...AREA_ACTIONS] } },
    areas: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          grants: {
            type: 'object',
            description: 'grants[rôle][action]',
            additionalProperties: { type: 'object', additionalProperties: grantSchema },
          },
          scope: { type: 'object', additionalProperties: { type: 'string' } },
          fields: {
            type: 'array',
            items: {
              type: 'object',
              properties: { field: { type: 'string' }, role: { type: 'string' }, rule: fieldRuleSchema },
            },
          },
        },
      },
    },
    pages: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, roles: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};

export function registerPermissionsRoutes(
  app: FastifyInstance,
  declarations: readonly ResourceDeclaration[],
): void {
  app.get(
    '/api/permissions',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['permissions'],
        summary: 'Les droits de la personne connectée (règles CASL et règles de champ)',
        response: { 200: answerSchema },
      },
    },
    async (request): Promise<PermissionsAnswer> => {
      // The guard of the signed-in scope has set the user before any route runs.
      const user = request.user as NonNullable<typeof request.user>;
      return {
        role: user.role,
        user_id: user.id,
        etablissement_id: user.etablissement_id,
        rules: rulesOf(user, declarations),
        fields: fieldRulesFor(user.role, declarations),
      };
    },
  );

  app.get(
    '/api/permissions/matrix',
    {
      config: { permission: { subject: 'rights', action: 'access' } },
      schema: {
        tags: ['permissions'],
        summary:
          'La matrice rôle × domaine × action et les règles de champ (page « Droits », administrateurs)',
        response: { 200: matrixSchema },
      },
    },
    async (): Promise<PermissionsMatrix> => matrixOf(declarations, ROLES, t),
  );
}
