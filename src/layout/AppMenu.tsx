/**
 * The side menu: home, the declared areas in their menu order with "Médias" among them (after the
 * users, as in the spec's list), the change journal, the trash ("Corbeille"), "Droits" and "Tests"
 * last. Each entry only for those who may open it: react-admin's resource items ask canAccess
 * (list) themselves, the pages here ask about their own subject; "Tests" also only where the test
 * dashboard may open.
 */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import ScienceIcon from '@mui/icons-material/Science';
import type { ReactElement } from 'react';
import { CanAccess, Menu, useTranslate } from 'react-admin';
import { pageAccess } from '../app/routes/pageAccess';

export interface MenuArea {
  name: string;
  menuOrder?: number;
}

export interface AppMenuProps {
  areas: readonly MenuArea[];
  showTests: boolean;
}

const MEDIA_MENU_ORDER = 35;
const DEFAULT_MENU_ORDER = 1000;

export function AppMenu({ areas, showTests }: AppMenuProps) {
  const translate = useTranslate();
  const entries: { order: number; element: ReactElement }[] = areas.map((area) => ({
    order: area.menuOrder ?? DEFAULT_MENU_ORDER,
    element: <Menu.ResourceItem key={area.name} name={area.name} />,
  }));
  entries.push({
    order: MEDIA_MENU_ORDER,
    element: (
      <CanAccess key="media" {...pageAccess.media} error={null}>
        <Menu.Item to="/media" primaryText={translate('app.menu.media')} leftIcon={<PermMediaIcon />} />
      </CanAccess>
    ),
  });
  entries.sort((a, b) => a.order - b.order);
  // A failed read of the rights shows no entry rather than react-admin's error page.
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.menu.home')} />
      {entries.map((entry) => entry.element)}
      <CanAccess {...pageAccess.journal} error={null}>
        <Menu.Item to="/history" primaryText={translate('history.menu')} leftIcon={<HistoryIcon />} />
      </CanAccess>
      <CanAccess {...pageAccess.trash} error={null}>
        <Menu.Item to="/trash" primaryText={translate('trash.menu')} leftIcon={<DeleteOutlineIcon />} />
      </CanAccess>
      <CanAccess {...pageAccess.rights} error={null}>
        <Menu.Item
          to="/rights"
          primaryText={translate('rights.menu')}
          leftIcon={<AdminPanelSettingsIcon />}
        />
      </CanAccess>
      {showTests && (
        <CanAccess {...pageAccess.tests} error={null}>
          <Menu.Item to="/tests" primaryText={translate('app.menu.tests')} leftIcon={<ScienceIcon />} />
        </CanAccess>
      )}
    </Menu>
  );
}
