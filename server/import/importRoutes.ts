/**
 * POST /api/{resource}/import on every area whose records may be created (not when the
 * declaration says `screens.create: false`). Always 200 with an ImportReport once the request is
 * readable: row errors are in the report (errors > 0, batch_id null when nothing was written).
 */
import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../resources/contracts/importContract';
import { errorResponses } from '../history/historyOpenapi';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import { forbidden } from '../auth/permissions/permissionsHook';
import type { CrudContext } from '../resources/crudRoutes';
import { ImportGate } from './importGate';
import { importReportSchema, importRequestSchema } from './importOpenapi';
import { PasswordHashing } from './passwordHashing';
import { runImport } from './runImport';

export interface ImportSettings {
  /** Imports the server runs at once (each person runs one at a time). */
  maxConcurrent?: number;
  /** Worker threads hashing imported passwords, shared by every import. */
  hashThreads?: number;
}

const MEGABYTE = 1024 * 1024;

export function registerImportRoutes(
  app: FastifyInstance,
  context: CrudContext,
  settings: ImportSettings = {},
): void {
  const gate = new ImportGate(settings.maxConcurrent);
  const hashing = new PasswordHashing(settings.hashThreads);
  for (const model of context.models.values()) {
    if (model.declaration.screens?.create === false) continue;
    app.post(
      `/api/${model.name}/import`,
      {
        // Each row is checked against the person's rules too (importRights.ts).
        config: { permission: { subject: model.name, action: 'import' } },
        // A 10,000-row file is larger than Fastify's default 1 MB body limit.
        bodyLimit: IMPORT_MAX_BYTES,
        onRequest: async (request) => {
          // Announced sizes are refused before reading, with the import's own message.
          if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) {
            throw new ApiError(413, t('server.import.tooLarge', { max: IMPORT_MAX_BYTES / MEGABYTE }));
          }
        },
        schema: {
          tags: [model.name, 'import'],
          summary: `Import CSV (${model.name}) : aperçu (dry_run) ou écriture en une transaction`,
          description:
            'Lignes de cellules texte, une clé par champ. Une ligne correspond à un enregistrement existant par sa clé, ' +
            'sinon par un champ unique ; sinon elle le crée. Réponse 200 avec le rapport, même quand des lignes ' +
            'sont en erreur (en mode « all », rien n’est alors écrit et batch_id est null). 422 : colonnes inconnues ' +
            'ou obligatoires absentes ; 413 : plus de lignes ou d’octets que permis. Un compte importé sans mot de passe ' +
            'ne peut pas se connecter tant qu’on ne lui en donne pas.',
          body: importRequestSchema,
          response: {
            200: importReportSchema,
            ...errorResponses({
              413: 'Plus de lignes ou d’octets que permis',
              429: 'Un import de la même personne est en cours, ou le serveur en traite déjà le nombre permis',
              422: 'Requête mal formée, colonnes inconnues ou colonnes obligatoires absentes',
            }),
          },
        },
      },
      async (request) => {
        // Only into areas where the person may create records (of some kind).
        if (!request.ability.can('create', model.name)) throw forbidden();
        const leave = gate.enter(String(request.user?.id ?? request.ip));
        try {
          return await runImport({ ...context, hashing }, model, request.body, request);
        } finally {
          leave();
        }
      },
    );
  }
}
