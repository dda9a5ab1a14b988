import { fireEvent, screen } from '@testing-library/react';
import type { ProductRow } from '@wb/shared/products/products.contract';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { createFormat } from '../../../components/format/formatter';
import { productColumns } from '../components/product-columns';

beforeAll(initTestI18n);

const photoCell = (photo: string | null) => {
  const column = productColumns(
    i18n.getFixedT('ru', 'products'),
    createFormat({ language: 'ru' }),
  ).find((c) => c.key === 'photo')!;
  const row = { nmId: 111, title: 'Платье летнее', vendorCode: 'ART-111', photo } as ProductRow;
  return <>{column.render!(row)}</>;
};

describe('the /products photo cell', () => {
  it('shows the photo with its alt text, and a placeholder when it fails to load', async () => {
    renderFeature(
      photoCell('https://basket-10.wbbasket.ru/vol1/part111/111/images/c246x328/1.webp'),
    );
    const img = await screen.findByRole('img', { name: 'Фото: Платье летнее' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const placeholder = await screen.findByRole('img', { name: 'Нет фото' });
    // No <img> left to show the browser's broken-image icon.
    expect(placeholder.tagName).toBe('DIV');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the placeholder when the card has no photo', async () => {
    renderFeature(photoCell(null));
    expect(await screen.findByRole('img', { name: 'Нет фото' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
