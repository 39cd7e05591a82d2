/**
 * /satisfaction-template-domains: the domains of the satisfaction templates managed on one page,
 * in their saved order, with add, rename, reorder and delete in place.
 */
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, Title, useGetList, useTranslate } from 'react-admin';
import { MAX_LIST_LIMIT } from '../../../resources/contracts/listLimits';
import { DeleteDomainDialog } from './DeleteDomainDialog';
import { DOMAINS } from './domainName';
import { DomainNameField } from './DomainNameField';
import { DomainRow } from './DomainRow';
import { useDomainActions, type Domain } from './useDomainActions';

const PAGE = 'resources.satisfaction-template-domains.page';
/** Every domain in one call: as many as the server returns at once. */
const ALL = { page: 1, perPage: MAX_LIST_LIMIT };
const BY_POSITION = { field: 'position', order: 'ASC' as const };

export function SatisfactionDomainsPage() {
  const translate = useTranslate();
  const { data, isPending, isFetching, error, refetch } = useGetList<Domain>(DOMAINS, {
    pagination: ALL,
    sort: BY_POSITION,
  });
  const domains = data ?? [];
  const actions = useDomainActions(domains);
  const [deleting, setDeleting] = useState<Domain | undefined>();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${PAGE}.title`)} />
      {isFetching ? <LinearProgress aria-label={translate(`${PAGE}.loading`)} /> : null}
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`${PAGE}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(`${PAGE}.intro`)}
        </Typography>
        {error ? (
          <Alert severity="error" action={<Button label={`${PAGE}.retry`} onClick={() => refetch()} />}>
            {translate(`${PAGE}.loadFailed`)} {error.message}
          </Alert>
        ) : !isPending && domains.length === 0 ? (
          <Typography sx={{ my: 2 }}>{translate(`${PAGE}.empty`)}</Typography>
        ) : (
          <List aria-label={translate(`${PAGE}.title`)}>
            {domains.map((domain, index) => (
              <DomainRow
                key={String(domain.id)}
                domain={domain}
                isFirst={index === 0}
                isLast={index === domains.length - 1}
                busy={actions.busy}
                onRename={(name) => actions.rename(domain, name)}
                onMove={(delta) => void actions.move(index, delta)}
                onDelete={() => setDeleting(domain)}
              />
            ))}
          </List>
        )}
        <DomainNameField
          label={translate(`${PAGE}.newName`)}
          submitLabel={`${PAGE}.add`}
          disabled={actions.busy || !!error}
          icon={<Add />}
          onSubmit={actions.add}
        />
      </CardContent>
      {deleting && (
        <DeleteDomainDialog
          domain={deleting}
          others={domains.filter((d) => d.id !== deleting.id)}
          busy={actions.busy}
          onCancel={() => setDeleting(undefined)}
          onConfirm={async (target) => {
            if (await actions.remove(deleting, target)) setDeleting(undefined);
          }}
        />
      )}
    </Card>
  );
}
