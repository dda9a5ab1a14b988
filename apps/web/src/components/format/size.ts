import { sizeLabel } from '@wb/shared/sizes/size-label';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface SizeText {
  (size: string): string;
  (size: string | null | undefined): string | null;
}

/**
 * `size(techSize)`: a size as shown (`sizeLabel`), with «Без размера» in the interface language
 * for an item WB sells in one size; null stays null for the caller's fallback.
 */
export function useSizeLabel(): SizeText {
  const { t } = useTranslation('common');
  const oneSize = t('sizes.oneSize');
  return useMemo(() => {
    const text = (size: string | null | undefined) => sizeLabel(size, oneSize);
    return text as SizeText;
  }, [oneSize]);
}
