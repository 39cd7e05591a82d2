/**
 * The sign-in page: a card on react-admin's sign-in background. After signing in the user lands on
 * the page the `redirect` parameter names; a signed-in user who opens it is sent home. Built from
 * MUI and react-admin's hooks rather than react-admin's <Login> and form machinery, which would put
 * a form library on the first page every visitor loads (bench/build.ts budget).
 */
import LockIcon from '@mui/icons-material/Lock';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useTranslate } from 'react-admin';
import { afterLoginPath } from '../providers/auth/loginRedirect';
import { isSignedIn } from '../providers/auth/session';
import { SignInForm } from './SignInForm';

export function LoginPage() {
  const translate = useTranslate();
  const { search } = useLocation();
  if (isSignedIn()) return <Navigate to="/" replace />;
  const redirectTo = afterLoginPath(new URLSearchParams(search).get('redirect'));
  return (
    <Box
      component="main"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minHeight: '100vh',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ minWidth: 300, mt: '6em' }}>
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
        </Box>
        <Typography component="h1" variant="h6" align="center">
          {translate('app.login.title')}
        </Typography>
        <SignInForm redirectTo={redirectTo} />
      </Card>
    </Box>
  );
}
