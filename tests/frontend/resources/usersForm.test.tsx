/** The users form: the create form's password hint does not speak of editing. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { label } from '../engine/support/ui';
import { startAreas } from './support/startAreas';

describe('the users form', () => {
  it('gives a password hint on create that does not speak of editing', async () => {
    startAreas('/users/create');
    const password = await screen.findByLabelText(label('Mot de passe'));
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint).toHaveTextContent('Au moins 8 caractères.');
    expect(hint).not.toHaveTextContent(/modification/);
  });
});
