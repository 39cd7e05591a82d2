import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

describe('hashtags are identified by label in routes (spec 2)', () => {
  it('opens /hashtags/{label}/edit on the hashtag read by its label', async () => {
    let asked: string | undefined;
    renderApp(`/hashtags/${encodeURIComponent('été')}/edit`, {
      handlers: [
        http.get('*/api/hashtags/:label', ({ params }) => {
          asked = String(params.label);
          return HttpResponse.json({ label: 'été', description: 'Activités de plein air', active: true });
        }),
      ],
    });
    expect(await screen.findByDisplayValue('Activités de plein air')).toBeInTheDocument();
    expect(asked).toBe('été');
  });
});
