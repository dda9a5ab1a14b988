import Translate from 'plain-icon:Translate';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTrigger } from './menu-trigger';

const LanguageMenuList = lazy(() =>
  import('./header-menus').then((m) => ({ default: m.LanguageMenu })),
);

/** Interface language chooser of the header (docs/product.md#languages-and-theme). */
export function LanguageMenu({ onChange }: { onChange?: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  const trigger = useMenuTrigger();
  return (
    <>
      <button
        type="button"
        className="wb-shell-icon-button"
        aria-label={t('header.language')}
        title={t('header.language')}
        {...trigger.button}
        data-testid="language-menu"
      >
        <Translate />
      </button>
      {trigger.opened && (
        <Suspense fallback={null}>
          <LanguageMenuList
            {...trigger.menu}
            current={i18n.language}
            onSelect={(language) => {
              void i18n.changeLanguage(language);
              onChange?.(language);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
