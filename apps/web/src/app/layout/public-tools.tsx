import { LANGUAGES } from '@wb/shared/i18n/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { toggleThemeMode } from '../store/theme-slice';

const SUN =
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2zm18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2zM11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0zm0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0z';
const MOON =
  'M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.01 7.01 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z';

/**
 * Language and theme controls of the public pages, in plain markup: the sign-in route ships no
 * component library (see docs/decisions/0002-lean-public-pages.md).
 */
export function PublicTools() {
  const { t, i18n } = useTranslation();
  const mode = useAppSelector((s) => s.theme.mode);
  const dispatch = useAppDispatch();
  const selectId = useId();
  const themeLabel = mode === 'light' ? t('header.toDark') : t('header.toLight');
  return (
    <div className="wb-public__tools">
      <label htmlFor={selectId} className="wb-visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={selectId}
        className="wb-select"
        value={i18n.language}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
        data-testid="language-select"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="wb-icon-button"
        aria-label={themeLabel}
        title={themeLabel}
        onClick={() => dispatch(toggleThemeMode())}
        data-testid="theme-toggle"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d={mode === 'light' ? MOON : SUN} />
        </svg>
      </button>
    </div>
  );
}
