import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../chunk-reload';
import { lazyPage } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>error: {this.state.error.message}</p> : this.props.children;
  }
}

const show = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );

describe('lazyPage', () => {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  afterEach(() => reload.mockClear());

  it('renders the page and clears the reload mark', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    show(lazyPage(async () => ({ default: () => <p>page</p> })));
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('reloads once on a failed chunk, keeping the spinner', async () => {
    show(
      lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('shows the error the second time instead of reloading in a loop', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    show(
      lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );
    expect(await screen.findByText(/error: Failed to fetch/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
