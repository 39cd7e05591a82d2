/**
 * Two words of the declaration vocabulary the generated screens read: `actions` (extra list, bulk
 * and record actions, resolved to registered components and labelled from i18n) and `fieldsets`
 * (form fields grouped under translated headings).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Button, useListContext, useRecordContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import type { EngineActionProps, EngineComponents } from '../../../src/engine';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { renderAdmin } from './support/renderAdmin';
import { label, request, save, typeInto } from './support/ui';

const members = defineResource({
  name: 'members',
  recordRepresentation: '{first_name} {last_name}',
  actions: { list: ['printCards'], bulk: ['sendReminder'], record: ['duplicate'] },
  fieldsets: [
    { name: 'identity', fields: ['first_name', 'last_name'] },
    { name: 'contact', fields: ['email'] },
  ],
  fields: [
    { name: 'first_name', kind: 'text', required: true },
    { name: 'email', kind: 'email' },
    { name: 'last_name', kind: 'text', required: true },
    { name: 'notes', kind: 'longText' },
    { name: 'member_count', kind: 'computed', count: { resource: 'members', via: 'id' } },
  ],
});

const messages = {
  resources: {
    members: {
      name: 'Adhérent |||| Adhérents',
      fields: { first_name: 'Prénom', last_name: 'Nom', email: 'E-mail', notes: 'Notes' },
      // sendReminder has no label yet: it shows humanised.
      actions: { printCards: 'Imprimer les cartes', duplicate: 'Dupliquer' },
      fieldsets: { identity: 'Identité', contact: 'Coordonnées' },
    },
  },
};

function PrintCards({ label }: EngineActionProps) {
  const { total } = useListContext();
  const [printed, setPrinted] = useState(false);
  return (
    <>
      <Button label={label} onClick={() => setPrinted(true)} />
      {printed && <span>{`${String(total)} cartes`}</span>}
    </>
  );
}

function SendReminder({ label, declaration }: EngineActionProps) {
  const { selectedIds } = useListContext();
  const [sent, setSent] = useState<string>();
  return (
    <>
      <Button label={label} onClick={() => setSent(`${declaration.name} ${selectedIds.join(',')}`)} />
      {sent && <span>{`Rappel : ${sent}`}</span>}
    </>
  );
}

function Duplicate({ label }: EngineActionProps) {
  const record = useRecordContext();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Button label={label} onClick={() => setCopied(true)} />
      {copied && <span>{`Copie de ${String(record?.last_name)}`}</span>}
    </>
  );
}

const components: EngineComponents = {
  actions: { printCards: PrintCards, sendReminder: SendReminder, duplicate: Duplicate },
};

function start(route: string) {
  const api = fakeApi([members], {
    members: [
      { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' },
      { id: 2, first_name: 'Alan', last_name: 'Turing' },
    ],
  });
  server.use(...api.handlers);
  const app = renderAdmin({ declarations: [members], route, components, messages });
  return { api, app };
}

describe('declared actions', () => {
  it('adds a list action to the toolbar and a bulk action on the selected rows', async () => {
    start('/members');
    await screen.findByText('Lovelace');
    // The toolbar's buttons come once the rows are painted.
    fireEvent.click(await screen.findByRole('button', { name: 'Imprimer les cartes' }));
    expect(await screen.findByText('2 cartes')).toBeInTheDocument();

    const row = screen.getByText('Turing').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Rappel : members 2')).toBeInTheDocument();
  });

  it('adds a record action beside Save on the edit screen, not on create', async () => {
    start('/members/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Dupliquer' }));
    expect(await screen.findByText('Copie de Lovelace')).toBeInTheDocument();
  });

  it('leaves out an action nobody registered, and says so to the developer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi([members], { members: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }] });
    server.use(...api.handlers);
    renderAdmin({ declarations: [members], route: '/members', components: {}, messages });
    await screen.findByText('Lovelace');
    // The toolbar is in (it comes once the rows are painted), without the unregistered action.
    await screen.findByRole('button', { name: 'Exporter' });
    expect(screen.queryByRole('button', { name: 'Imprimer les cartes' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[engine] members: action "printCards" is not registered');
  });
});

describe('declared fieldsets', () => {
  it('groups the form fields under translated headings, where the first of each group is declared', async () => {
    const { api } = start('/members/create');
    const identity = await screen.findByRole('group', { name: 'Identité' });
    const contact = screen.getByRole('group', { name: 'Coordonnées' });
    expect(within(identity).getByLabelText(label('Prénom'))).toBeInTheDocument();
    expect(within(identity).getByLabelText(label('Nom'))).toBeInTheDocument();
    expect(within(contact).getByLabelText(label('E-mail'))).toBeInTheDocument();
    const notes = screen.getByLabelText(label('Notes'));
    expect(identity).not.toContainElement(notes);
    expect(contact).not.toContainElement(notes);
    // Identity (first_name comes first), then contact, then the ungrouped notes.
    const order = [identity, contact, notes];
    for (let i = 1; i < order.length; i += 1)
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dupliquer' })).not.toBeInTheDocument();

    typeInto('Prénom', 'Grace');
    typeInto('Nom', 'Hopper');
    await save();
    expect((await request(api, 'POST', '/api/members')).body).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: null,
      notes: null,
    });
  });

  it('only names declared fields (checked by the compiler)', () => {
    const declaration = defineResource({
      name: 'typo',
      recordRepresentation: 'title',
      fields: [{ name: 'title', kind: 'text' }],
      // @ts-expect-error -- "titel" is not a field of this declaration
      fieldsets: [{ name: 'main', fields: ['titel'] }],
    });
    expect(declaration.fieldsets).toHaveLength(1);
  });
});
