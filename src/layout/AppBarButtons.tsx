/**
 * The buttons at the right end of the app bar: language, theme, refresh and user menu. They come
 * one render after the first commit (AppHeader.tsx), so their code, and the menus and popovers it
 * brings, loads then in a chunk of its own rather than with the first page.
 */
import { type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  LoadingIndicator,
  LocalesMenuButton,
  ToggleThemeButton,
  UserMenu,
  useLocales,
  useThemesContext,
  useTranslate,
} from 'react-admin';
import { PhoneLanguageButton } from './PhoneLanguageButton';

export function AppBarButtons() {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const locales = useLocales();
  const { darkTheme } = useThemesContext();
  const translate = useTranslate();
  return (
    <>
      {locales && locales.length > 1 && (isXSmall ? <PhoneLanguageButton /> : <LocalesMenuButton />)}
      {darkTheme && <ToggleThemeButton />}
      {/* Passed on to its spinner, which has no name of its own. */}
      <LoadingIndicator aria-label={translate('app.loading')} />
      <UserMenu />
    </>
  );
}
