/**
 * What the domains page does to the server: add, rename, reorder, and delete (after moving the
 * domain's templates to another domain, since a template needs a domain). Each action reports its
 * outcome as a notification, then every cached list of domains and templates is read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, type Identifier, type RaRecord } from 'react-admin';
import { DOMAINS, TEMPLATES } from './domainName';
import { moveItem, nextPosition, positionUpdates } from './domainOrder';

export interface Domain extends RaRecord {
  name: string;
  position?: number | null;
  template_count?: number | null;
  updated_at?: string;
}

const PAGE = 'resources.satisfaction-template-domains.page';
const TEMPLATE_PAGE_SIZE = 100;

/** The message to show at the name field: the server's field error, else its detail. */
function nameFieldError(error: unknown): string {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    return errors?.name ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function useDomainActions(domains: readonly Domain[]) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const failed = (error: unknown) =>
    notify(`${PAGE}.failed`, {
      type: 'error',
      messageArgs: { message: error instanceof Error ? error.message : String(error) },
    });

  async function run<T>(work: () => Promise<T>, onError: (error: unknown) => T): Promise<T> {
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      return onError(error);
    } finally {
      setBusy(false);
      // react-admin's query keys start with the resource name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [DOMAINS] }),
        queryClient.invalidateQueries({ queryKey: [TEMPLATES] }),
      ]);
    }
  }

  /** Resolves to the error to show at the name field, or undefined when saved. */
  const add = (name: string) =>
    run<string | undefined>(async () => {
      await dataProvider.create(DOMAINS, { data: { name, position: nextPosition(domains) } });
      notify(`${PAGE}.added`, { type: 'success', messageArgs: { name } });
      return undefined;
    }, nameFieldError);

  const rename = (domain: Domain, name: string) =>
    run<string | undefined>(async () => {
      await dataProvider.update(DOMAINS, {
        id: domain.id,
        data: { name, updated_at: domain.updated_at },
        previousData: domain,
      });
      notify(`${PAGE}.renamed`, { type: 'success', messageArgs: { name } });
      return undefined;
    }, nameFieldError);

  const move = (index: number, delta: -1 | 1) =>
    run<void>(async () => {
      for (const { domain, position } of positionUpdates(moveItem(domains, index, index + delta))) {
        await dataProvider.update(DOMAINS, {
          id: domain.id,
          data: { position, updated_at: domain.updated_at },
          previousData: domain,
        });
      }
      notify(`${PAGE}.reordered`, { type: 'success' });
    }, failed);

  async function templatesOf(domain: Domain): Promise<RaRecord[]> {
    const found: RaRecord[] = [];
    for (let page = 1; ; page += 1) {
      const { data, total } = await dataProvider.getList(TEMPLATES, {
        filter: { domain_id: domain.id },
        pagination: { page, perPage: TEMPLATE_PAGE_SIZE },
        sort: { field: 'id', order: 'ASC' },
      });
      found.push(...data);
      if (data.length < TEMPLATE_PAGE_SIZE || (total !== undefined && found.length >= total)) return found;
    }
  }

  /** Deletes the domain; its templates first move to `target` when it has any. */
  const remove = (domain: Domain, target?: Domain) =>
    run<boolean>(
      async () => {
        const templates = target ? await templatesOf(domain) : [];
        for (const template of templates) {
          await dataProvider.update(TEMPLATES, {
            id: template.id,
            data: { domain_id: target?.id as Identifier, updated_at: template.updated_at },
            previousData: template,
          });
        }
        await dataProvider.delete(DOMAINS, { id: domain.id, previousData: domain });
        if (target && templates.length > 0) {
          notify(`${PAGE}.movedAndDeleted`, {
            type: 'success',
            messageArgs: { smart_count: templates.length, target: target.name, name: domain.name },
          });
        } else {
          notify(`${PAGE}.deleted`, { type: 'success', messageArgs: { name: domain.name } });
        }
        return true;
      },
      (error) => {
        failed(error);
        return false;
      },
    );

  return { busy, add, rename, move, remove };
}
