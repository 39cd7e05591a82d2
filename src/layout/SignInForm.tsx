/**
 * The sign-in form: email and password, both required, sent through the auth provider's login. A
 * refused sign-in is told in a notification (the server's message, else a French default) and the
 * fields keep what was typed. The server expects an email, not a user name.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';

type FieldName = 'email' | 'password';

function signInMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message) return error.message;
  return 'ra.auth.sign_in_error';
}

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [missing, setMissing] = useState<ReadonlySet<FieldName>>(new Set());
  const [showPassword, setShowPassword] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const empty = new Set<FieldName>();
    if (!email) empty.add('email');
    if (!password) empty.add('password');
    setMissing(empty);
    if (empty.size > 0) return;
    setPending(true);
    login({ email, password }, redirectTo).then(
      () => setPending(false),
      (error: unknown) => {
        setPending(false);
        notify(signInMessage(error), { type: 'error' });
      },
    );
  };

  const required = (name: FieldName) =>
    missing.has(name) ? { error: true, helperText: translate('ra.validation.required') } : {};

  return (
    <form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 300, pb: 2 }}>
        <TextField
          name="email"
          type="email"
          label={translate('app.login.email')}
          autoComplete="email"
          autoFocus
          required
          fullWidth
          margin="dense"
          {...required('email')}
        />
        <TextField
          name="password"
          type={showPassword ? 'text' : 'password'}
          label={translate('app.login.password')}
          autoComplete="current-password"
          required
          fullWidth
          margin="dense"
          {...required('password')}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate(
                      showPassword ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                    )}
                    onClick={() => setShowPassword((shown) => !shown)}
                    size="large"
                  >
                    {showPassword ? <Visibility /> : <VisibilityOff />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 2 }}>
          {pending ? (
            <CircularProgress size={19} thickness={3} sx={{ m: 0.3 }} aria-label={translate('app.loading')} />
          ) : (
            translate('ra.auth.sign_in')
          )}
        </Button>
      </CardContent>
    </form>
  );
}
