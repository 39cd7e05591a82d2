/**
 * The language switch of the app bar on a phone: the icon alone, named for screen readers.
 * React-admin's LocalesMenuButton writes the language's name beside it ("Français ▾"), which on
 * a 390 px screen took the title's room ("Utilisate", "Médiath").
 */
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

export function PhoneLanguageButton() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.languageMenu', { name: current })}
        aria-haspopup="true"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
