/** Home (/): welcomes the signed-in user by name, then the dashboard of the managed areas. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { AreaDashboard } from '../../engine/dashboard/AreaDashboard';

export interface HomePageProps {
  declarations: readonly ResourceDeclaration[];
}

export function HomePage({ declarations }: HomePageProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.home.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {name ? translate('app.home.welcome', { name }) : translate('app.home.welcomeAnonymous')}
      </Typography>
      <Typography color="text.secondary">{translate('app.home.intro')}</Typography>
      <AreaDashboard declarations={declarations} />
    </Box>
  );
}
