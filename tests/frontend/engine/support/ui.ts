/** Small user gestures on react-admin/MUI inputs, with fireEvent (fast on 2 shared cores). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { FakeApi, RecordedRequest } from './fakeApi';

type Name = string | RegExp;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label as react-admin renders it, with or without the required mark. */
export const label = (text: string) => new RegExp(`^${escaped(text)}(\\s\\*)?$`);

/** Whether an input's label carries the required mark (an asterisk hidden from screen readers). */
export function markedRequired(input: HTMLElement): boolean {
  const text = document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '';
  return /\s\*$/.test(text);
}

export function typeInto(name: Name, value: string): HTMLInputElement {
  const input = screen.getByLabelText(typeof name === 'string' ? label(name) : name) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  return input;
}

/** Picks an option of a MUI select (SelectInput). */
export async function selectOption(name: Name, option: Name): Promise<void> {
  fireEvent.mouseDown(
    await screen.findByRole('combobox', { name: typeof name === 'string' ? label(name) : name }),
  );
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Types in an autocomplete (AutocompleteInput / AutocompleteArrayInput) and picks a suggestion. */
export async function autocomplete(name: Name, text: string, option: Name): Promise<void> {
  const input = screen.getByRole('combobox', { name: typeof name === 'string' ? label(name) : name });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

export function click(name: Name, role: 'button' | 'menuitem' | 'checkbox' | 'link' = 'button'): void {
  fireEvent.click(screen.getByRole(role, { name }));
}

/**
 * Clicks a button until the menu it opens is there. A toolbar's icon buttons get their tooltip
 * one render after the first commit (src/engine/afterFirstCommit.tsx), which puts a new button in
 * place of the first: on a busy machine a test can find the first and click it once it is gone.
 */
export async function openMenu(button: Name, menu: Name): Promise<HTMLElement> {
  return waitFor(() => {
    if (!screen.queryByRole('menu', { name: menu }))
      fireEvent.click(screen.getByRole('button', { name: button }));
    return screen.getByRole('menu', { name: menu });
  });
}

/** Waits until the fake API received a matching request, and returns it. */
export async function request(
  api: FakeApi,
  method: string,
  path: string,
  matching: (r: RecordedRequest) => boolean = () => true,
): Promise<RecordedRequest> {
  let found: RecordedRequest | undefined;
  await waitFor(() => {
    found = api.requests.find((r) => r.method === method && r.path === path && matching(r));
    expect(found, `${method} ${path}`).toBeDefined();
  });
  return found as RecordedRequest;
}

/** Clicks Save once the form has registered the change (the button is enabled only when dirty). */
export async function save(): Promise<void> {
  const button = screen.getByRole('button', { name: 'Enregistrer' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}
