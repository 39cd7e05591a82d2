/**
 * buildServer: the Fastify app of EduAdmin, not yet listening (start.ts listens, tests inject).
 * One plugin per job: sign-in, one plugin per managed area (`/api/{name}`, its rules in
 * resources/hooks/), config lists, media, history, import, the test runner, the built app. The
 * signed-in part of the API is one scope whose plugins all sit behind the token check. Bodies are
 * checked by the shared zod schemas; Fastify's JSON schemas document the routes for
 * /api/openapi.json and check the areas' path and query parameters.
 */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResourceDeclaration } from '../resources/kit/defineResource';
import { registerSignIn, registerSignOut, requireSignedIn } from './auth/authPlugin';
import { noteApiRoutes } from './auth/declaredRoutes';
import { enforcePermissions } from './auth/permissions/permissionsHook';
import { registerPermissionsRoutes } from './auth/permissions/permissionsRoutes';
import { BACK_OFFICE_ROLES } from './auth/users';
import { ensureAdmin, type AdminAccount, type AdminCredentials } from './auth/ensureAdmin';
import { DatabaseFailureLog, ensureFailureTable } from './auth/failureLog';
import { SignInJournal } from './auth/signInJournal';
import { DEFAULT_THROTTLE, SignInThrottle, type ThrottleOptions } from './auth/signInThrottle';
import { DEFAULT_TOKEN_TTL_MS, dropOrphanTokens, ensureTokenTable, TokenStore } from './auth/tokenStore';
import { registerConfigRoutes } from './config/configRoutes';
import { Database } from './db/database';
import { ensureMetaTable } from './db/meta';
import { refreshPlannerStatistics, STATISTICS_CHECK_INTERVAL_MS } from './db/plannerStatistics';
import './fastifyTypes';
import { registerHealthRoute } from './health/healthRoute';
import { ChangeLog } from './history/changeLog';
import { registerHistoryRoutes } from './history/historyRoutes';
import { ensureHistoryTable, HistoryStore } from './history/historyStore';
import { clientErrorHandler, MAX_HEADER_BYTES } from './http/clientErrors';
import { corsOriginCheck, type CorsOrigins } from './http/corsPolicy';
import { installErrorHandlers } from './http/errorHandler';
import { registerSecurityHeaders } from './http/securityHeaders';
import { MEDIA_DIRECTORIES, MediaLibrary } from './media/mediaLibrary';
import { registerImportRoutes, type ImportSettings } from './import/importRoutes';
import { registerMediaRoutes } from './media/mediaRoutes';
import { checkMediaWritable } from './media/writableCheck';
import { loadAreaHooks, startAreaHooks } from './resources/areaHooks';
import { areaPlugin, areaPrefix } from './resources/areaPlugin';
import { loadDeclarations } from './resources/loadDeclarations';
import { buildModels, type KeyType } from './resources/model';
import { RecordStore } from './resources/recordStore';
import { syncSchema } from './resources/schemaSync';
import { registerSavedViewRoutes } from './savedViews/savedViewRoutes';
import { ensureSavedViewsTable } from './savedViews/savedViewStore';
import { registerTrashRoutes } from './trash/trashRoutes';
import { DEFAULT_TRASH_RETENTION_DAYS, purgeExpired, TRASH_SWEEP_INTERVAL_MS } from './trash/trashRetention';
import { ensureTrashTables, TrashStore } from './trash/trashStore';
import { seedDemoDataOnce, type DemoCounts } from './seed/demoData';
import { TOTAL_ESTIMATED_HEADER, TOTAL_HEADER } from '../resources/contracts/listTotal';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  type DatabaseTimeouts,
} from './serverConfig';
import { registerAppRoutes, registerMediaFiles } from './static/staticRoutes';
import { ensureTestExecutionsTable } from './testRunner/historyStore';
import testRunnerPlugin from './testRunner/plugin';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerOptions {
  /** Holds the SQLite file, the media files (unless mediaDir says otherwise) and coverage reports. */
  dataDir: string;
  /** `postgres://…`: the records live in PostgreSQL instead of the SQLite file. */
  databaseUrl?: string;
  /**
   * Uploaded media; default `{dataDir}/media`. With PostgreSQL, storage every instance mounts: the
   * server refuses to start when it cannot write there.
   */
  mediaDir?: string;
  /** The managed areas; default: every file at the top of resources/. Must include `users`. */
  declarations?: ResourceDeclaration[];
  production?: boolean;
  logger?: boolean | object;
  /** Where each area's hooks file is looked for (default: server/resources/hooks). */
  hooksDir?: string;
  /** The first administrator (default in development: the demo account). */
  admin?: AdminCredentials;
  /** Fill an empty database with the French demo data (false by default: tests start empty). */
  demoData?: boolean | Partial<DemoCounts>;
  tokenTtlMs?: number;
  uploadLimitBytes?: number;
  signInThrottle?: Partial<ThrottleOptions>;
  /** Other origins allowed to call the API: a list, true (any but `null`), false (none). Default: none in production, any in development. */
  corsOrigins?: CorsOrigins;
  /** Time to receive a whole request, body included (default 30 s). */
  requestTimeoutMs?: number;
  /** Imports running at once and threads hashing their passwords (importRoutes.ts). */
  imports?: ImportSettings;
  trustProxy?: boolean;
  /** The database's time limits (default: none on PostgreSQL, SQLite's busy timeout 5 s). */
  databaseTimeouts?: Partial<DatabaseTimeouts>;
  /** PostgreSQL: connections in each of its two pools (default: twice the cores, at most 10: db/database.ts). */
  databasePoolSize?: number;
  projectRoot?: string;
  /** The built app; default `{projectRoot}/dist`. */
  distDir?: string;
  /** The clock (tests move it to expire tokens). */
  now?: () => number;
  /** Days a deleted record stays in the trash before it is purged for good (default 30). */
  trashRetentionDays?: number;
  /** A list counts its matches exactly up to this many, and estimates its total beyond (default 1,000). */
  exactTotalLimit?: number;
}

const acceptAll = () => () => true;
const toJson = () => (data: unknown) => JSON.stringify(data);

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const declarations = options.declarations ?? (await loadDeclarations());
  const models = buildModels(declarations);
  const hookFiles = await loadAreaHooks(options.hooksDir);
  if (!models.has('users')) throw new Error('A "users" resource is required: sign-in reads its records');

  const mediaDir = options.mediaDir ?? join(options.dataDir, 'media');
  if (options.databaseUrl) checkMediaWritable(mediaDir);
  const db = new Database({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    ...options.databaseTimeouts,
    poolSize: options.databasePoolSize,
  });
  const stores = new Map(
    [...models.values()].map((model) => [model.name, new RecordStore(db, models, model, now)]),
  );
  const areaTables = [...models.values()].map((model) => model.table);
  const keyTypes = new Map<string, KeyType>([...models.values()].map((m) => [m.name, m.keyType]));
  let adminAccount: AdminAccount | undefined;
  let media: MediaLibrary;
  try {
    media = new MediaLibrary(mediaDir, MEDIA_DIRECTORIES);
    // One start-up at a time per database: instances started together do not both create a
    // table, the first administrator or the demo data.
    adminAccount = await db.startUp('eduadmin:start', async () => {
      await ensureMetaTable(db);
      await syncSchema(db, models.values());
      await ensureHistoryTable(db);
      await ensureTrashTables(db);
      await ensureSavedViewsTable(db);
      await ensureTokenTable(db);
      await dropOrphanTokens(db, BACK_OFFICE_ROLES);
      await ensureFailureTable(db);
      await ensureTestExecutionsTable(db);
      const account = await ensureAdmin(
        db,
        stores.get('users') as RecordStore,
        options.admin,
        options.production === true,
      );
      if (options.demoData) {
        await seedDemoDataOnce(db, stores, media, options.demoData === true ? {} : options.demoData);
      }
      await refreshPlannerStatistics(db, areaTables);
      return account;
    });
  } catch (error) {
    await db.close();
    throw error;
  }

  const entries = new HistoryStore(db);
  const userColumns = ['id', ...(models.get('users')?.columns ?? []).map((column) => column.field.name)];
  const tokens = new TokenStore(db, options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS, now, userColumns);
  const hooks = startAreaHooks(hookFiles, { tokens, database: db });
  const crud = {
    database: db,
    models,
    stores,
    keyTypes,
    history: new ChangeLog(entries, now),
    hooks,
    media,
    trash: new TrashStore(db, models),
    now,
    exactTotalLimit: options.exactTotalLimit,
  };
  const retentionDays = options.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS;
  try {
    await purgeExpired({ ...crud, entries }, retentionDays);
  } catch (error) {
    await db.close();
    throw error;
  }
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // A request (body included) that does not arrive in time is cut, so slow senders cannot hold
    // connections open; Node checks at this interval, so it must be well below the timeout.
    requestTimeout,
    // An idle socket outlives the request timeout, so a late body gets the 408 answer, not a cut.
    connectionTimeout: requestTimeout * 2,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(requestTimeout / 4))),
    },
    clientErrorHandler,
  });
  // Node enforces the request timeout only while the headers timeout is not longer than it.
  app.server.headersTimeout = Math.min(requestTimeout, 60_000);
  app.decorate('db', db);
  app.decorate('adminAccount', adminAccount);
  // Before any route: each one under /api is noted with the permission it declares.
  app.decorate('apiRoutes', noteApiRoutes(app));
  // Several instances may sweep at once: each purge is journaled by the one that removed it.
  const sweep = setInterval(() => {
    purgeExpired({ ...crud, entries }, retentionDays).catch((error: unknown) =>
      app.log.warn({ err: error }, 'trash purge failed'),
    );
  }, TRASH_SWEEP_INTERVAL_MS);
  sweep.unref();
  // Tables grown or shrunk by many writes since their analysis get fresh planner statistics.
  const statistics = setInterval(() => {
    refreshPlannerStatistics(db, areaTables).catch((error: unknown) =>
      app.log.warn({ err: error }, 'planner statistics failed'),
    );
  }, STATISTICS_CHECK_INTERVAL_MS);
  statistics.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(statistics);
    await db.close();
  });
  installErrorHandlers(app);

  const distDir = options.distDir ?? join(projectRoot, 'dist');
  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: corsOriginCheck(options.corsOrigins ?? !options.production),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: [TOTAL_HEADER, TOTAL_ESTIMATED_HEADER],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'EduAdmin API',
        version: '1.0.0',
        description: 'API de référence du back-office EduAdmin',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
  });
  const uploadLimit = options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
  await app.register(multipart, { limits: { fileSize: uploadLimit, files: 1, fields: 10, parts: 20 } });

  const recordsSignIn = (models.get('users')?.columns ?? []).some(
    (column) => column.field.name === 'last_sign_in_at',
  );
  const throttle = new SignInThrottle(
    { ...DEFAULT_THROTTLE, ...options.signInThrottle },
    now,
    new DatabaseFailureLog(db),
  );
  // Set by the token check on the signed-in routes; null elsewhere.
  app.decorateRequest('user', null);
  // Set by the permissions hook on the signed-in routes, from the user.
  app.decorateRequest('ability', null as unknown as FastifyRequest['ability']);
  registerHealthRoute(app);
  // The document maps every route and field of the data: in production only a signed-in person
  // reads it; in development it stays open for the tools that generate clients from it.
  const serveOpenApi = (scope: FastifyInstance) =>
    scope.get('/api/openapi.json', { config: { permission: 'signedIn' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  if (!options.production) serveOpenApi(app);
  await app.register(async (open) => {
    open.setValidatorCompiler(acceptAll);
    open.setSerializerCompiler(toJson);
    registerSignIn(open, { tokens, throttle, now, recordsSignIn, journal: new SignInJournal(entries, now) });
  });

  await app.register(async (signedIn) => {
    await requireSignedIn(signedIn, tokens);
    enforcePermissions(signedIn, declarations);
    if (options.production) serveOpenApi(signedIn);
    await signedIn.register(async (api) => {
      api.setValidatorCompiler(acceptAll);
      api.setSerializerCompiler(toJson);
      registerSignOut(api, tokens);
      registerPermissionsRoutes(api, declarations);
      registerConfigRoutes(api);
      registerMediaRoutes(api, uploadLimit, crud);
      registerHistoryRoutes(api, { ...crud, entries });
      registerTrashRoutes(api, { ...crud, entries }, { retentionDays });
      registerImportRoutes(api, crud, options.imports);
      registerSavedViewRoutes(api, crud);
    });
    for (const model of models.values()) {
      await signedIn.register(areaPlugin, { prefix: areaPrefix(model), model, context: crud });
    }
    // Its own hook then also limits it to the machine or the allowed addresses.
    await signedIn.register(testRunnerPlugin, {
      prefix: '/api/tests',
      db,
      dataDir: options.dataDir,
      projectRoot,
      production: options.production,
    });
  });

  await registerAppRoutes(app, distDir);
  await registerMediaFiles(app, media.root, media.directories);
  return app;
}
