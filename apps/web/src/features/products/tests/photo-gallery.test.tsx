import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { PhotoGallery } from '../components/photo-gallery';

beforeAll(initTestI18n);

const url = (size: string, n: number) =>
  `https://basket-10.wbbasket.ru/vol2/part200/200111/images/${size}/${n}.webp`;
const PHOTOS = [1, 2, 3].map((n) => ({ full: url('big', n), thumb: url('c246x328', n) }));

describe('the product photo gallery', () => {
  it('links each thumbnail to its full size, and a photo that fails becomes a placeholder', async () => {
    renderFeature(<PhotoGallery photos={PHOTOS} />);
    const list = await screen.findByRole('list', { name: 'Фото' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const second = within(list).getByRole('link', { name: 'Открыть фото 2 в полном размере' });
    expect(second).toHaveAttribute('href', url('big', 2));
    const img = within(second).getByRole('img', { name: 'Фото товара 2' });
    expect(img).toHaveAttribute('src', url('c246x328', 2));

    fireEvent.error(img);
    const placeholder = await within(list).findByRole('img', { name: 'Фото 2 не загрузилось' });
    expect(placeholder.tagName).toBe('DIV');
    // The others stay photos with links; the failed one is no longer a link to nothing.
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).queryByRole('img', { name: 'Фото товара 2' })).toBeNull();
    expect(within(list).getByRole('img', { name: 'Фото товара 3' })).toBeInTheDocument();
  });

  it('says so when the card has no photos', async () => {
    renderFeature(<PhotoGallery photos={[]} />);
    expect(await screen.findByText('Фото нет')).toBeInTheDocument();
  });
});
