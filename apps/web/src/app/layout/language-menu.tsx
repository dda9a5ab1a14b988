import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES } from '@wb/shared/i18n/languages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Interface language chooser of the header (docs/product.md#languages-and-theme). */
export function LanguageMenu({ onChange }: { onChange?: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = i18n.language;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('header.language')}
        title={t('header.language')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="language-menu"
      >
        <Translate />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420 } } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={language.code === current}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(language.code);
              onChange?.(language.code);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
