/** Shown for any path that is no screen of the app (spec 2). */
import HomeIcon from '@mui/icons-material/Home';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Button, LinkBase, Title, useTranslate } from 'react-admin';

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.notFound.title')} />
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('app.notFound.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('app.notFound.message')}</Typography>
        <Button component={LinkBase} to="/" label="app.notFound.back" variant="contained">
          <HomeIcon />
        </Button>
      </CardContent>
    </Card>
  );
}
