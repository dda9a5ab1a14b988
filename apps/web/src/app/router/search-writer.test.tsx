import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useSearchWriter } from './search-writer';

const probe: { write: ReturnType<typeof useSearchWriter> } = { write: () => {} };
const write: ReturnType<typeof useSearchWriter> = (update) => probe.write(update);
function Probe() {
  const writer = useSearchWriter();
  useEffect(() => {
    probe.write = writer;
  }, [writer]);
  return null;
}
const mount = (url = '/') => {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, view };
};

describe('useSearchWriter', () => {
  it('keeps two changes made before the router commits either', async () => {
    const { router, view } = mount();
    await act(async () => {
      write((p) => p.set('account', 'a'));
      write((p) => p.set('period', 'last7Days'));
    });
    expect(router.state.location.search).toBe('?account=a&period=last7Days');
    view.unmount();
  });

  it('does not carry a committed change to another page with the same address', async () => {
    const first = mount();
    await act(async () => write((p) => p.set('period', 'last7Days')));
    expect(first.router.state.location.search).toBe('?period=last7Days');
    first.view.unmount();
    const second = mount();
    await act(async () => write((p) => p.set('account', 'b')));
    expect(second.router.state.location.search).toBe('?account=b');
    second.view.unmount();
  });
});
