import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import themes from '../../../resources/themes';
import { App } from '../../../src/app/App';
import { createAppProviders } from '../../../src/app/appProviders';

describe('the first render (start-up speed)', () => {
  beforeEach(() => {
    // A first visit: react-admin's store holds no locale yet.
    window.localStorage.clear();
    window.location.hash = '#/login';
  });

  it('draws the page in its very first commit, not one pass later once the locale is settled', async () => {
    const providers = createAppProviders([themes]);
    const headingAtEachCommit: boolean[] = [];
    render(
      <Profiler id="app" onRender={() => headingAtEachCommit.push(document.querySelector('h1') !== null)}>
        <App providers={providers} declarations={[themes]} testDashboardAllowed={false} />
      </Profiler>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(headingAtEachCommit[0]).toBe(true);
  });
});
