import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n';
import { LANGUAGES, isLanguage } from '../../i18n/languages';

/**
 * The three languages side by side, for pages outside the shell. A row of buttons instead of the
 * header's menu keeps the sign-in page free of menu and popover code.
 */
export function LanguageButtons() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const currentName = LANGUAGES.find((l) => l.value === current)?.label;
  return (
    <Box
      role="group"
      aria-label={t('shell.language.label', { language: currentName })}
      sx={{ display: 'flex', gap: 0.25 }}
    >
      {LANGUAGES.map((language) => (
        <Button
          key={language.value}
          lang={language.value}
          size="small"
          color={language.value === current ? 'primary' : 'inherit'}
          variant={language.value === current ? 'outlined' : 'text'}
          aria-pressed={language.value === current}
          onClick={() => void switchLanguage(i18n, language.value)}
          sx={{ minWidth: 0, px: { xs: 0.75, sm: 1.25 } }}
        >
          {language.label}
        </Button>
      ))}
    </Box>
  );
}
