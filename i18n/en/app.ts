export const app = {
  title: 'EduAdmin',
  errors: {
    generic: 'Something went wrong, please try again',
    network: 'The server cannot be reached, check your connection',
    sessionExpired: 'Session expired, please sign in again',
    loginFailed: 'Sign-in error',
  },
};
