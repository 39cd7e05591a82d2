/**
 * Escape hatches: a field may name its own input and column, a declaration may replace a whole
 * screen or have none, and media image fields use the registered picker.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordContext } from 'react-admin';
import { useController } from 'react-hook-form';
import { defineResource } from '../../../resources/kit/defineResource';
import type { EngineComponents, EngineFieldProps, EngineInputProps } from '../../../src/engine';
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { renderAdmin } from './support/renderAdmin';
import { click, request, save } from './support/ui';

const notes = defineResource({
  name: 'notes',
  recordRepresentation: 'title',
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'mood', kind: 'integer', component: 'MoodStars' },
    { name: 'cover', kind: 'mediaImage', directory: 'illustrations' },
  ],
});

const journal = defineResource({
  name: 'journal',
  recordRepresentation: 'title',
  screens: { list: 'JournalPage', create: false, edit: false },
  fields: [{ name: 'title', kind: 'text' }],
});

function MoodStars({ source }: EngineFieldProps) {
  const record = useRecordContext();
  return <span>{'★'.repeat(Number(record?.[source] ?? 0))}</span>;
}

function MoodPicker({ source, label }: EngineInputProps<FieldDeclaration>) {
  const { field } = useController({ name: source });
  return (
    <button type="button" onClick={() => field.onChange(5)}>
      {`${label ?? 'humeur'} : ${String(field.value ?? 0)}`}
    </button>
  );
}

function CoverPicker({ source, field }: EngineInputProps) {
  const { field: input } = useController({ name: source });
  return (
    <button type="button" onClick={() => input.onChange(`/media-files/${field.directory}/choisie.png`)}>
      Choisir dans {field.directory}
    </button>
  );
}

function JournalPage() {
  return <p>Le journal, page sur mesure</p>;
}

const components: EngineComponents = {
  fields: { MoodStars },
  inputs: { MoodStars: MoodPicker, mediaImage: CoverPicker },
  screens: { JournalPage },
};

function start(route: string) {
  const api = fakeApi([notes, journal], { notes: [{ id: 1, title: 'Lundi', mood: 3 }], journal: [] });
  server.use(...api.handlers);
  const app = renderAdmin({ declarations: [notes, journal], route, components });
  return { api, app };
}

describe('escape hatches', () => {
  it('renders a named column component in the list', async () => {
    start('/notes');
    expect(await screen.findByText('★★★')).toBeInTheDocument();
  });

  it('uses a named input and the registered media picker in the form', async () => {
    const { api } = start('/notes/create');
    fireEvent.click(await screen.findByRole('button', { name: /: 0$/ }));
    expect(screen.getByRole('button', { name: /: 5$/ })).toBeInTheDocument();
    click('Choisir dans illustrations');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Mardi' } });
    await save();
    const post = await request(api, 'POST', '/api/notes');
    expect(post.body).toEqual({ title: 'Mardi', mood: 5, cover: '/media-files/illustrations/choisie.png' });
  });

  it('replaces a whole screen, and has no form where the declaration says false', async () => {
    start('/journal/create');
    // No create route: the area's own page answers instead of a form.
    expect(await screen.findByText('Le journal, page sur mesure')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});
