/** Messages of the app shell: sign-in, session, navigation, home, generic errors (spec 8). */
export const app = {
  title: 'EduAdmin',
  /** Each language is named in its own language, in both files. */
  languages: {
    fr: 'Français',
    en: 'English',
  },
  /** The phone's language button, named with the current language. */
  languageMenu: 'Langue : %{name}',
  errors: {
    generic: 'Une erreur est survenue, veuillez réessayer',
    network: 'Le serveur est injoignable, vérifiez votre connexion',
    sessionExpired: 'Session expirée, veuillez vous reconnecter',
    loginFailed: 'Erreur lors de la connexion',
  },
  login: {
    title: 'Connexion à EduAdmin',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
  menu: {
    home: 'Accueil',
    media: 'Médias',
    tests: 'Tests',
  },
  home: {
    title: 'Accueil',
    welcome: 'Bienvenue, %{name}',
    welcomeAnonymous: 'Bienvenue',
    intro: 'Choisissez un espace dans le menu pour gérer les contenus de la plateforme.',
  },
  notFound: {
    title: 'Page introuvable',
    message: 'L’adresse demandée n’existe pas ou n’est plus disponible.',
    back: 'Retour à l’accueil',
  },
  loading: 'Chargement…',
};
