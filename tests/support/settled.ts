/**
 * Waits for the moment a "nothing more happened" check means something: every query and mutation
 * of the app's react-query client has settled and React has drawn what their answers brought.
 * A fixed sleep instead passes without checking anything on a machine slower than its author's.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function queriesSettled(client: QueryClient): Promise<void> {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  // react-query hands its updates to React in a task of their own (its notifyManager's
  // scheduler): one more task, queued after them, runs once they are drawn.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
