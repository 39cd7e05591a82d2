/** A bare frame for what a signed-out visitor may see outside the login page (the not-found page). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function PublicFrame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', p: 4 }}>
      <Typography variant="h5" component="p" sx={{ mb: 4 }}>
        {translate('app.title')}
      </Typography>
      <Box component="main" sx={{ width: '100%', maxWidth: 720 }}>
        {children}
      </Box>
    </Box>
  );
}
