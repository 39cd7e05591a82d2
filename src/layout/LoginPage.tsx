/**
 * The sign-in page, in react-admin's authentication layout. The server expects an email, not a
 * user name. After signing in the user lands on the page the `redirect` parameter names; a
 * signed-in user who opens it is sent home (react-admin's <Login> checks on arrival).
 */
import Typography from '@mui/material/Typography';
import { Login, LoginForm, PasswordInput, TextInput, required, useLocation, useTranslate } from 'react-admin';
import { afterLoginPath } from '../providers/auth/loginRedirect';

const requiredValue = [required()];

export function LoginPage() {
  const translate = useTranslate();
  const { search } = useLocation();
  const redirectTo = afterLoginPath(new URLSearchParams(search).get('redirect'));
  return (
    <Login>
      <Typography component="h1" variant="h6" align="center">
        {translate('app.login.title')}
      </Typography>
      <LoginForm redirectTo={redirectTo}>
        <TextInput
          autoFocus
          source="email"
          type="email"
          label="app.login.email"
          autoComplete="email"
          validate={requiredValue}
        />
        <PasswordInput
          source="password"
          label="app.login.password"
          autoComplete="current-password"
          validate={requiredValue}
        />
      </LoginForm>
    </Login>
  );
}
