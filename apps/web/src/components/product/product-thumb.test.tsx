import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { renderFeature } from '../../test/render-feature';
import { ProductThumb } from './product-thumb';

beforeAll(initTestI18n);

describe('ProductThumb', () => {
  it('falls back to a placeholder of the same size when the photo fails', async () => {
    renderFeature(
      <ProductThumb src="https://example.test/1.webp" title="Платье" width={72} height={96} />,
    );
    const img = await screen.findByRole('img', { name: 'Фото: Платье' });
    expect(img).toHaveStyle({ width: '72px', height: '96px' });
    fireEvent.error(img);
    const placeholder = await screen.findByRole('img', { name: 'Нет фото' });
    expect(placeholder).toHaveStyle({ width: '72px', height: '96px' });
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the placeholder without a photo, hidden from readers beside a title', async () => {
    renderFeature(<ProductThumb src={null} title="Платье" decorative />);
    await waitFor(() => expect(document.querySelector('[aria-hidden="true"] svg')).not.toBeNull());
    expect(screen.queryByRole('img')).toBeNull();
  });
});
