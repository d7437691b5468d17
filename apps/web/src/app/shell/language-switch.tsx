import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language, isLanguage } from '../../i18n/languages';

/** English, हिन्दी, मराठी — each under its own name; the choice is kept for the next visit. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const currentName = LANGUAGES.find((l) => l.value === current)?.label;

  const choose = (language: Language) => {
    setAnchor(null);
    void switchLanguage(i18n, language);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('shell.language.label', { language: currentName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={compact ? { minWidth: 0, '& .MuiButton-startIcon': { mr: 0 } } : undefined}
      >
        {compact ? null : currentName}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.value}
            lang={language.value}
            selected={language.value === current}
            onClick={() => choose(language.value)}
          >
            {language.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
