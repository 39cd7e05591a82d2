/**
 * `npm start`: builds the app if needed, opens the database (the SQLite file of DATA_DIR, or
 * PostgreSQL with DATABASE_URL; creating the first administrator and the demo data on a fresh
 * one), serves everything on one origin and stops cleanly on SIGTERM/SIGINT.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, PROJECT_ROOT } from './app';
import { demoStaffUsable, MissingAdminError } from './auth/ensureAdmin';
import { DEMO_ADMIN, DEMO_STAFF } from './auth/users';
import { needsBuild, runBuild } from '../build/ensureBuild';
import { DATABASE_FILE } from './db/database';
import { t } from './http/messages';
import { MediaNotWritableError } from './media/writableCheck';
import { ConfigError, readServerConfig, withoutPassword, type ServerConfig } from './serverConfig';
import { APP_BASE } from './static/staticRoutes';

function readConfigOrExit(): ServerConfig {
  try {
    return readServerConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const distDir = join(PROJECT_ROOT, 'dist');

  if (needsBuild(PROJECT_ROOT, distDir, config.build)) {
    console.log(t('server.start.building'));
    if (!runBuild(PROJECT_ROOT)) {
      if (!existsSync(join(distDir, 'index.html'))) {
        console.error(t('server.start.buildFailed'));
        process.exit(1);
      }
      console.warn(t('server.start.staleBuild'));
    }
  }

  console.log(
    config.databaseUrl
      ? t('server.start.storePostgres', { url: withoutPassword(config.databaseUrl) })
      : t('server.start.storeSqlite', { file: join(config.dataDir, DATABASE_FILE) }),
  );
  let app;
  try {
    app = await buildServer({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      mediaDir: config.mediaDir,
      production: config.production,
      admin: config.admin,
      demoData: config.demoData,
      tokenTtlMs: config.tokenTtlMs,
      uploadLimitBytes: config.uploadLimitBytes,
      corsOrigins: config.corsOrigins,
      requestTimeoutMs: config.requestTimeoutMs,
      imports: config.imports,
      trustProxy: config.trustProxy,
      databaseTimeouts: config.databaseTimeouts,
      databasePoolSize: config.databasePoolSize,
      trashRetentionDays: config.trashRetentionDays,
      distDir,
      logger: { level: config.logLevel },
    });
  } catch (error) {
    if (error instanceof MissingAdminError || error instanceof MediaNotWritableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal: do not wait any longer
    stopping = true;
    app.log.info({ signal }, t('server.start.stopping'));
    // close() lets in-flight requests finish, then closes the database (onClose hook).
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const account = app.adminAccount;
  // Checked before listening: the banner is whole once the server answers.
  const staffDemo = account?.demo === true && (await demoStaffUsable(app.db));
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  console.log(t('server.start.listening', { url: `http://${shownHost}:${config.port}${APP_BASE}` }));
  if (account?.demo) {
    console.log(t('server.start.demoSignIn', DEMO_ADMIN));
    if (staffDemo) console.log(t('server.start.demoStaffSignIn', DEMO_STAFF));
  } else if (account) console.log(t('server.start.adminSignIn', { email: account.email }));
  else console.log(t('server.start.existingSignIn'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
