/**
 * "Droits" (/rights, admins only): the role × area × action matrix, the field rules and the pages,
 * as GET /api/permissions/matrix builds them from the roles file and the declarations: the same
 * data the server enforces.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { LoadingLine } from '../../layout/LoadingLine';
import { FieldRulesTable } from './FieldRulesTable';
import { GrantsTable } from './GrantsTable';
import { PagesTable } from './PagesTable';
import { fetchRightsMatrix, rightsKeys } from './rightsApi';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ overflowX: 'auto' }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function RightsPage() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: rightsKeys.matrix, queryFn: fetchRightsMatrix });
  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 2 }}>
      <Title title={translate('rights.title')} />
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('rights.title')}
        </Typography>
        <Typography color="text.secondary">{translate('rights.intro')}</Typography>
      </Box>
      {query.isPending && <LoadingLine />}
      {query.isError && (
        <Alert severity="error">{query.error.message || translate('rights.loadFailed')}</Alert>
      )}
      {query.data && (
        <>
          <Section id="rights-areas" title={translate('rights.areasTitle')}>
            <GrantsTable matrix={query.data} />
          </Section>
          <Section id="rights-fields" title={translate('rights.fieldsTitle')}>
            <FieldRulesTable matrix={query.data} />
          </Section>
          <Section id="rights-pages" title={translate('rights.pagesTitle')}>
            <PagesTable matrix={query.data} />
          </Section>
        </>
      )}
    </Box>
  );
}
