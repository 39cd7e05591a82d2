import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import themes from '../../../resources/themes';
import { startApp } from '../../../src/app/startApp';
import type { Root } from 'react-dom/client';

let mounted: Root | null = null;
let container: HTMLDivElement;

function makeRoot(): HTMLDivElement {
  container = document.createElement('div');
  container.id = 'root';
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  if (mounted) act(() => mounted?.unmount());
  mounted = null;
  container?.remove();
});

describe('start-up (spec 1)', () => {
  it('mounts the app into the root element', async () => {
    const root = makeRoot();
    window.location.hash = '#/login';
    await act(async () => {
      mounted = startApp(root);
    });
    expect(mounted).not.toBeNull();
    expect(await screen.findByLabelText(/Adresse e-mail/)).toBeInTheDocument();
    expect(root).not.toBeEmptyDOMElement();
  });

  it('logs the error and mounts nothing when a provider cannot be built', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = makeRoot();
    // The same area declared twice: the data provider refuses to build.
    mounted = startApp(root, { declarations: [themes, themes] });
    expect(mounted).toBeNull();
    expect(root).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0].at(-1))).toMatch(/themes/);
  });

  it('logs the error when the page has no root element', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(startApp(document.getElementById('missing-root'))).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(document.body).toBeEmptyDOMElement();
  });
});
