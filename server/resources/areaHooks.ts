/**
 * The rules one area adds to the generic writes, kept out of the generic code: a file
 * server/resources/hooks/{area}.ts whose default export is defineAreaHooks(...). Every write of
 * the area runs them (form, bulk call, import, restore), inside the write's transaction, so a hook
 * that throws (an ApiError) leaves the data as it was. An area without a file has no extra rule.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AuthUser } from '../auth/users';
import type { TokenStore } from '../auth/tokenStore';
import type { Database } from '../db/database';
import type { ResourceModel } from './model';
import type { Key } from './recordCodec';

export const HOOKS_DIR = fileURLToPath(new URL('./hooks', import.meta.url));

/** Who writes. */
export interface HookCall {
  model: ResourceModel;
  /** The signed-in user; null for a write no request made. */
  user: AuthUser | null;
  /** The bearer token of the request that writes, when there is one. */
  token?: string;
}

export interface CreateCall extends HookCall {
  /** The validated values about to be stored. */
  values: Record<string, unknown>;
}

export interface UpdateCall extends HookCall {
  key: Key;
  /** Only the fields this write sets (a bulk toggle sets the active field alone). */
  values: Record<string, unknown>;
  /** The `current_password` a form sent with the write (never stored), to confirm who writes. */
  currentPassword?: string;
}

export interface DeleteCall extends HookCall {
  keys: readonly Key[];
}

export interface WrittenCall extends HookCall {
  action: 'create' | 'update' | 'delete';
  key: Key;
  values: Record<string, unknown>;
  /** The secret (password) fields this write set. */
  secrets: readonly string[];
}

/**
 * Each hook may throw (or reject with) an ApiError to refuse the write; all run inside its
 * transaction, and the caller awaits each. The before
 * hooks only check: an import preview runs them too (a refusal is the row's error) and writes nothing.
 */
export interface AreaHooks {
  beforeCreate?(call: CreateCall): void | Promise<void>;
  beforeUpdate?(call: UpdateCall): void | Promise<void>;
  beforeDelete?(call: DeleteCall): void | Promise<void>;
  /** After each record's write, before the transaction commits. */
  afterWrite?(call: WrittenCall): void | Promise<void>;
}

/** What the server lends to hooks. */
export interface HookServices {
  tokens: TokenStore;
  /** The store of every write, in the write's transaction when there is one. */
  database: Database;
}

export type AreaHooksFactory = (services: HookServices) => AreaHooks;

export function defineAreaHooks(factory: AreaHooksFactory): AreaHooksFactory {
  return factory;
}

const NO_HOOKS: AreaHooks = {};

/** The hooks file of every area that has one, by area name; other areas get none. */
export async function loadAreaHooks(directory: string = HOOKS_DIR): Promise<Map<string, AreaHooksFactory>> {
  const files = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const factories = new Map<string, AreaHooksFactory>();
  for (const file of files) {
    const module = (await import(pathToFileURL(join(directory, file)).href)) as { default?: unknown };
    if (typeof module.default !== 'function') {
      throw new Error(
        `server/resources/hooks/${file} must export defineAreaHooks(...) as its default export`,
      );
    }
    factories.set(file.replace(/\.ts$/, ''), module.default as AreaHooksFactory);
  }
  return factories;
}

/** The hooks themselves, once the services they use exist. */
export function startAreaHooks(
  factories: Map<string, AreaHooksFactory>,
  services: HookServices,
): Map<string, AreaHooks> {
  return new Map([...factories].map(([area, factory]) => [area, factory(services)]));
}

export function hooksOf(hooks: Map<string, AreaHooks>, area: string): AreaHooks {
  return hooks.get(area) ?? NO_HOOKS;
}
