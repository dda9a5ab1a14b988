import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/query/api-client';
import { QueryState } from './query-state';

function Harness({ fn, empty = false }: { fn: () => Promise<string[]>; empty?: boolean }) {
  const query = useQuery({ queryKey: ['x'], queryFn: fn, retry: false });
  return (
    <QueryState query={query} isEmpty={empty ? (d) => d.length === 0 : undefined}>
      {(data) => (
        <ul>
          {data.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const renderHarness = (fn: () => Promise<string[]>, empty?: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness fn={fn} empty={empty} />
    </QueryClientProvider>,
  );

describe('QueryState', () => {
  it('shows a spinner, then the data', async () => {
    renderHarness(async () => ['Футболка']);
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(await screen.findByText('Футболка')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderHarness(async () => [], true);
    expect(await screen.findByText('Здесь пока ничего нет')).toBeInTheDocument();
  });

  it('shows an inline error with the reason and a working retry button', async () => {
    let calls = 0;
    renderHarness(async () => {
      calls++;
      if (calls === 1) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'База данных недоступна');
      return ['Платье'];
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные: База данных недоступна');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Платье')).toBeInTheDocument();
  });
});
