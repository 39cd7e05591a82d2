export const app = {
  title: 'EduAdmin',
  languages: {
    fr: 'Français',
    en: 'English',
  },
  /** The phone's language button, named with the current language. */
  languageMenu: 'Language: %{name}',
  errors: {
    generic: 'Something went wrong, please try again',
    network: 'The server cannot be reached, check your connection',
    sessionExpired: 'Session expired, please sign in again',
    loginFailed: 'Sign-in error',
  },
  login: {
    title: 'Sign in to EduAdmin',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
  },
  menu: {
    home: 'Home',
    media: 'Media',
    tests: 'Tests',
  },
  home: {
    title: 'Home',
    welcome: 'Welcome, %{name}',
    welcomeAnonymous: 'Welcome',
    intro: "Pick an area in the menu to manage the platform's content.",
  },
  notFound: {
    title: 'Page not found',
    message: 'The requested address does not exist or is no longer available.',
    back: 'Back to home',
  },
  loading: 'Loading…',
};
