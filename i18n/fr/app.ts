/** Messages of the app shell: sign-in, session, navigation, generic errors (spec 8). */
export const app = {
  title: 'EduAdmin',
  errors: {
    generic: 'Une erreur est survenue, veuillez réessayer',
    network: 'Le serveur est injoignable, vérifiez votre connexion',
    sessionExpired: 'Session expirée, veuillez vous reconnecter',
    loginFailed: 'Erreur lors de la connexion',
  },
};
